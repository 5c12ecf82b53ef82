export { QUOTE_SUBMISSIONS, quoteRoutes } from './routes';
