import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Field, Input, Select, media } from '@freight/ui';
import { formatStatus, type AdminListQuery } from '@freight/contracts';
import { rulesOf, type ContractSchema } from '@freight/forms';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SEARCH_DELAY_MS = 300;

/**
 * The list's filters, read from the address (`?status=pending&search=acme`): a reload or a
 * shared link shows the same list. A status the list does not have is left out.
 */
export function useListQuery(statuses: readonly string[]): AdminListQuery {
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const search = params.get('search')?.trim() ?? '';
  return {
    status: statuses.includes(status) ? status : undefined,
    search: search || undefined,
  };
}

interface ListFiltersProps {
  statuses: readonly string[];
  /** The list's query schema: the search input states its limit. */
  schema: ContractSchema;
  /** Says what the search matches, e.g. 'Search by name or company'. */
  searchLabel: string;
}

/**
 * Status filter and name/company search of an admin list, kept in the address (the list reads
 * them with `useListQuery`). A status chosen is a new history entry (Back returns to the
 * previous list); the search, once typing settles, replaces the entry instead of adding one
 * per word.
 */
export function ListFilters({ statuses, schema, searchLabel }: ListFiltersProps) {
  const [params, setParams] = useSearchParams();
  const { status = '', search: searched = '' } = useListQuery(statuses);
  // What was typed, and the address's search it was typed over: when Back, Forward or a link
  // changes the search in the address, the input shows that one instead.
  const [typed, setTyped] = useState({ over: searched, text: searched });
  const search = typed.over === searched || typed.text.trim() === searched ? typed.text : searched;
  const setSearch = (text: string) => setTyped({ over: searched, text });

  useEffect(() => {
    if (search.trim() === searched) return;
    const timer = setTimeout(() => {
      setParams((current) => withParam(current, 'search', search.trim()), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, searched, setParams]);

  return (
    <Row>
      <Field label="Status">
        <Select
          value={status}
          onChange={(event) => setParams(withParam(params, 'status', event.target.value))}
        >
          <option value="">All statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {formatStatus(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={searchLabel}>
        <Input
          type="search"
          {...rulesOf(schema, 'search').input}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
    </Row>
  );
}

/** `params` with `name` set to `value`, or without it when `value` is empty. */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
