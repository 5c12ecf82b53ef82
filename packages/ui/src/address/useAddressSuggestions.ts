import { useEffect, useState } from 'react';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_CHARS,
  fetchSuggestions,
  manualSuggestion,
  type AddressSuggestion,
} from './suggestions';

type SuggestionStatus = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

interface SuggestionState {
  status: SuggestionStatus;
  suggestions: AddressSuggestion[];
}

const IDLE: SuggestionState = { status: 'idle', suggestions: [] };

/**
 * Suggestions for text the visitor typed: looked up 300 ms after the last keystroke and only
 * from 3 characters; a failed lookup offers the typed text itself. `query` is null when the
 * text did not come from typing (e.g. a suggestion was just chosen).
 */
export function useAddressSuggestions(query: string | null, searchUrl: string): SuggestionState {
  const [state, setState] = useState<SuggestionState>(IDLE);
  const text = query?.trim() ?? '';
  const searchable = text.length >= ADDRESS_MIN_CHARS;

  useEffect(() => {
    if (!searchable) {
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      fetchSuggestions(searchUrl, text, controller.signal).then(
        (suggestions) =>
          setState({ status: suggestions.length ? 'results' : 'empty', suggestions }),
        () => {
          if (!controller.signal.aborted) {
            setState({ status: 'failed', suggestions: [manualSuggestion(text)] });
          }
        },
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, text, searchUrl]);

  return state;
}
