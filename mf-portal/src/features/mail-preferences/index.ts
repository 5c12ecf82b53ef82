export { ShipmentMailSetting } from './ShipmentMailSetting';
export { Unsubscribe } from './Unsubscribe';
