export { socialPreviewRoutes } from './routes';
