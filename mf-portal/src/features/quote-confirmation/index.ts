export { QuoteConfirmation } from './QuoteConfirmation';
