export { applicationRoutes } from './routes';
