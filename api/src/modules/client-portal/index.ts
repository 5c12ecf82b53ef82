export { clientPortalRoutes, requireActiveClient } from './routes';
