export { sentMailRoutes } from './routes';
