export { QUOTE_SUBMISSIONS, quoteRoutes } from './routes';
export { quoteRequestSchema } from '@freight/contracts';
export { confirmQuoteOwnership } from './ownership';
export { submitQuote } from './service';
export { answerQuote, clientQuoteFilter } from './answer';
export { priceQuote } from './pricing';
export { priceViews } from './views';
