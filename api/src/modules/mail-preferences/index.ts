export { UNSUBSCRIBE_REQUESTS, mailPreferenceRoutes } from './routes';
export { setShipmentUpdates, wantsShipmentUpdates } from './service';
export { unsubscribeToken } from './tokens';
