/** Raised on `window` by the header's Get Quote button; the landing remote opens its quote flow. */
export const OPEN_QUOTE_EVENT = 'freight:open-quote';

/** Hash that asks the landing page to open the quote flow once it has rendered. */
export const QUOTE_HASH = '#quote';

export interface OpenQuoteDetail {
  /** Primary service chosen up front (ltl, ftl or power-only). */
  freightType?: string;
}

export function requestQuote(detail: OpenQuoteDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenQuoteDetail>(OPEN_QUOTE_EVENT, { detail }));
}
