export { tripPlannerRoutes } from './routes';
