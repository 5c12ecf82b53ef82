/** @jest-environment jsdom */
import { OPEN_QUOTE_EVENT, requestQuote, takePendingQuoteRequest } from './events';

afterEach(() => takePendingQuoteRequest());

describe('requestQuote', () => {
  it('keeps a request nobody took until the landing page takes it, once', () => {
    requestQuote({ freightType: 'ltl' });
    expect(takePendingQuoteRequest()).toEqual({ freightType: 'ltl' });
    expect(takePendingQuoteRequest()).toBeNull();
  });

  it('keeps nothing when a listener took the request', () => {
    const take = (event: Event) => event.preventDefault();
    window.addEventListener(OPEN_QUOTE_EVENT, take);
    requestQuote({ freightType: 'ftl' });
    window.removeEventListener(OPEN_QUOTE_EVENT, take);
    expect(takePendingQuoteRequest()).toBeNull();
  });
});
