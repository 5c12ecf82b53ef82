import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Field, Input, Select, media } from '@freight/ui';
import type { AdminListQuery } from '@freight/contracts';
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

interface ListFiltersProps {
  statuses: readonly string[];
  /** The list's query schema: the search input states its limit. */
  schema: ContractSchema;
  /** Says what the search matches, e.g. 'Search by name or company'. */
  searchLabel: string;
  onChange: (query: AdminListQuery) => void;
}

/** Status filter and name/company search of an admin list; typing settles before it searches. */
export function ListFilters({ statuses, schema, searchLabel, onChange }: ListFiltersProps) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(
      () => onChange({ status: status || undefined, search: search.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [status, search, onChange]);

  return (
    <Row>
      <Field label="Status">
        <Select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">All statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value}
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
