export { fieldVitalsAdminRoutes, fieldVitalsBeaconRoutes } from './routes';
