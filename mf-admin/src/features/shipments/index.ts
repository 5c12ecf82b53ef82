export { ShipmentsTab } from './ShipmentsTab';
export { InvoicesTab } from './InvoicesTab';
export { CreateShipmentButton } from './CreateShipmentButton';
