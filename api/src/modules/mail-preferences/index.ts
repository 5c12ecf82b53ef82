export { mailPreferenceRoutes } from './routes';
export { setShipmentUpdates, wantsShipmentUpdates } from './service';
export { unsubscribeToken } from './tokens';
