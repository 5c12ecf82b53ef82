export { APPLICATION_SUBMISSIONS, applicationRoutes } from './routes';
