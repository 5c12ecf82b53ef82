export { reviewAdminRoutes } from './routes';
