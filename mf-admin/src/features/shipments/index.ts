export { ShipmentsTab } from './ShipmentsTab';
export { CreateShipmentButton } from './CreateShipmentButton';
