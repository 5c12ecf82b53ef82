export { reviewLinkRoutes, reviewRequestAdminRoutes } from './routes';
