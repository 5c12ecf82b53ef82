import { useEffect, useRef } from 'react';
import {
  OPEN_QUOTE_EVENT,
  QUOTE_HASH,
  takePendingQuoteRequest,
  type OpenQuoteDetail,
} from '@freight/runtime';

/**
 * Opens the quote flow when the shell's Get Quote button asks for it (OPEN_QUOTE_EVENT), also
 * when it was pressed before this page mounted (on its prerendered copy), and once when the page
 * is loaded with `#quote`.
 */
export function useQuoteRequests(open: (freightType?: string) => void): void {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      openRef.current((event as CustomEvent<OpenQuoteDetail>).detail?.freightType);
    };
    window.addEventListener(OPEN_QUOTE_EVENT, onRequest);
    const early = takePendingQuoteRequest();
    if (early) openRef.current(early.freightType);
    else if (window.location.hash === QUOTE_HASH) openRef.current();
    return () => window.removeEventListener(OPEN_QUOTE_EVENT, onRequest);
  }, []);
}
