export { shipmentAdminRoutes, trackingRoutes } from './routes';
export { sendShipmentDocument } from './documents';
export { findShipment, updatesFor } from './service';
export { clientView, type ShipmentRecord } from './views';
