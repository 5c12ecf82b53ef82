export { ROUTE_CALCULATIONS, VISITS_COUNTED, tripPlannerRoutes } from './routes';
