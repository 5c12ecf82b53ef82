/** Raised on `window` by the header's Get Quote button; the landing remote opens its quote flow. */
export const OPEN_QUOTE_EVENT = 'freight:open-quote';

/** Hash that asks the landing page to open the quote flow once it has rendered. */
export const QUOTE_HASH = '#quote';

export interface OpenQuoteDetail {
  /** Primary service chosen up front (ltl, ftl or power-only). */
  freightType?: string;
}

let pending: OpenQuoteDetail | null = null;

/**
 * Asks the landing page to open its quote flow. A listener takes the request by calling
 * `preventDefault()`; a request nobody took (the header's button pressed while the landing
 * page is still its prerendered copy) waits for the page, which takes it when it mounts
 * (`takePendingQuoteRequest`): the click is not lost.
 */
export function requestQuote(detail: OpenQuoteDetail = {}): void {
  const taken = !window.dispatchEvent(
    new CustomEvent<OpenQuoteDetail>(OPEN_QUOTE_EVENT, { detail, cancelable: true }),
  );
  pending = taken ? null : detail;
}

/** The quote request made before the landing page listened, once. */
export function takePendingQuoteRequest(): OpenQuoteDetail | null {
  const request = pending;
  pending = null;
  return request;
}
