export { QUOTE_SUBMISSIONS, quoteRoutes } from './routes';
export { quoteRequestSchema } from '@freight/contracts';
export { confirmQuoteOwnership } from './ownership';
export { submitQuote } from './service';
