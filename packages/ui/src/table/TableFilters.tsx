import { useEffect, useId, useState, type FormEvent } from 'react';
import { Input, Select } from '../Input';
import { Control, Toolbar } from './styles';
import type { DataTableFilters } from './types';

/** How long typing rests before the search is sent (one request per word, not per key). */
export const SEARCH_PAUSE_MS = 300;

function SearchInput({ search }: { search: NonNullable<DataTableFilters['search']> }) {
  const id = useId();
  const [text, setText] = useState(search.value);
  const { value, onChange } = search;
  // The URL (Back, a shared link) may change the search: the box follows it (set in render,
  // React's pattern for state that follows a prop).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Control>
      <label htmlFor={id}>{search.label}</label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={search.maxLength}
        onChange={(event) => setText(event.target.value)}
      />
    </Control>
  );
}

/** The search, status and date range of a table; Enter in the search sends it at once. */
export function TableFilters({ filters }: { filters: DataTableFilters }) {
  const statusId = useId();
  const fromId = useId();
  const toId = useId();
  const { search, status, dateRange } = filters;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
    if (search && box && box.value !== search.value) search.onChange(box.value);
  };
  return (
    <form role="search" onSubmit={submit}>
      <Toolbar>
        {search && <SearchInput search={search} />}
        {status && (
          <Control>
            <label htmlFor={statusId}>{status.label}</label>
            <Select
              id={statusId}
              value={status.value}
              onChange={(event) => status.onChange(event.target.value)}
            >
              <option value="">{status.allLabel ?? 'All statuses'}</option>
              {status.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Control>
        )}
        {dateRange && (
          <>
            <Control>
              <label htmlFor={fromId}>{dateRange.fromLabel}</label>
              <Input
                id={fromId}
                type="date"
                value={dateRange.from}
                max={dateRange.to || undefined}
                onChange={(event) =>
                  dateRange.onChange({ from: event.target.value, to: dateRange.to })
                }
              />
            </Control>
            <Control>
              <label htmlFor={toId}>{dateRange.toLabel}</label>
              <Input
                id={toId}
                type="date"
                value={dateRange.to}
                min={dateRange.from || undefined}
                onChange={(event) =>
                  dateRange.onChange({ from: dateRange.from, to: event.target.value })
                }
              />
            </Control>
          </>
        )}
      </Toolbar>
    </form>
  );
}
