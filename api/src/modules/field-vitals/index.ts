export { FIELD_VITALS_BEACONS, fieldVitalsAdminRoutes, fieldVitalsBeaconRoutes } from './routes';
