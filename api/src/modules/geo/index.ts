export { geoRoutes } from './routes';
