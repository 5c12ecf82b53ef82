export { QuoteModal } from './QuoteModal';
export type { QuoteModalProps } from './QuoteModal';
export { InlineQuoteForm } from './InlineQuoteForm';
export { useQuoteRequests } from './useQuoteRequests';
