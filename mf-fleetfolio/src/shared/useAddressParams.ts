import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameters to change: a value sets its parameter, `undefined` or '' removes it. */
export type ParamChanges = Record<string, string | undefined>;

function withChanges(current: URLSearchParams, changes: ParamChanges) {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * A view's state kept in the query string, as runtime's `useTableQuery` keeps a table's (issue
 * 23: Back, reload and a shared link show the same view). `set` changes only the parameters it
 * names: a new history entry (a filter, a report, a week), or with `replace` the same entry
 * (typing, so Back does not step through each keystroke). An unchanged address is left alone.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: ParamChanges, replace = false) => {
      const next = withChanges(params, changes);
      if (next.toString() !== params.toString()) setParams(next, { replace });
    },
    [params, setParams],
  );
  return { params, set };
}
