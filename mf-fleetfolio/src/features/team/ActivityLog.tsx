import {
  ACTIVITY_RECORD_LABELS,
  ACTIVITY_RECORD_TYPES,
  FLEET_ROLE_LABELS,
  activityQuerySchema,
  type ActivityEntryView,
  type ActivityQuery,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { Button, Card, CardContent, Field, Input, Select } from '@freight/ui';
import { format, parseISO } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PendingReads, ReadFailure } from '../../shared/ReadFailure';
import { EmptyText, TabHeader } from '../../shared/layout';
import { useAddressParams } from '../../shared/useAddressParams';
import { useActivityQuery, useTeamQuery } from './api';

/** The filter's fields, named as the API and the address name them (`?recordType=trip`). */
const FILTER_KEYS = ['actorId', 'recordType', 'from', 'to'] as const;

type FilterValues = Record<(typeof FILTER_KEYS)[number], string>;

const NO_FILTER: FilterValues = { actorId: '', recordType: '', from: '', to: '' };

/** The filter as the API reads it: a field left at "All" is not sent. */
const requestOf = (values: FilterValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/** The filter an address holds: a value the contract refuses is left out (shown as "All"). */
function valuesOf(params: URLSearchParams): FilterValues {
  const values = { ...NO_FILTER };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && !activityQuerySchema.validate({ [key]: value }).error) values[key] = value;
  }
  return values;
}

/** The filter as the log is read with it; the page size is the API's default. */
function queryOf(values: FilterValues): ActivityQuery {
  const { limit, ...chosen } = activityQuerySchema.validate(requestOf(values)).value;
  void limit;
  return chosen;
}

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
`;

const Lines = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  small,
  time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function Line({ entry }: { entry: ActivityEntryView }) {
  return (
    <li>
      <div>
        <p>{entry.summary}</p>
        <small>
          {entry.actorName} ({FLEET_ROLE_LABELS[entry.actorRole]})
        </small>
      </div>
      <time dateTime={entry.at}>{format(parseISO(entry.at), 'MM/dd/yyyy h:mm a')}</time>
    </li>
  );
}

/** One page of the log; the next (older) page is asked for from its last line. */
function Page({
  filter,
  before,
  onOlder,
}: {
  filter: ActivityQuery;
  before?: string;
  onOlder?: (before: string) => void;
}) {
  const activity = useActivityQuery({
    ...filter,
    ...(before ? { before } : {}),
  });
  const { data, isFetching } = activity;
  return (
    <>
      <ReadFailure
        read={activity}
        fallback="Your activity log could not be loaded."
        stale={data !== undefined}
      />
      {data && data.entries.length === 0 && !before ? (
        <EmptyText>Nothing matches this filter.</EmptyText>
      ) : null}
      <Lines aria-label={before ? 'Older activity' : 'Activity'} aria-busy={isFetching}>
        {data?.entries.map((entry) => (
          <Line key={entry.id} entry={entry} />
        ))}
      </Lines>
      {data?.nextBefore && onOlder ? (
        <Button $variant="outline" onClick={() => onOlder(data.nextBefore!)}>
          Show Older
        </Button>
      ) : null}
    </>
  );
}

/** The log read with one filter: its newest page, then each older page asked for. */
function Pages({ filter }: { filter: ActivityQuery }) {
  const [olderPages, setOlderPages] = useState<string[]>([]);
  return (
    <>
      <Page
        filter={filter}
        onOlder={olderPages.length === 0 ? (before) => setOlderPages([before]) : undefined}
      />
      {olderPages.map((before, index) => (
        <Page
          key={before}
          filter={filter}
          before={before}
          onOlder={
            index === olderPages.length - 1
              ? (next) => setOlderPages((pages) => [...pages, next])
              : undefined
          }
        />
      ))}
    </>
  );
}

/**
 * The owner's Activity Log: who did what, when, on which record, filterable. The filter
 * applied lives in the address (`?actorId=<id>&recordType=trip&from=2026-03-01`): each Apply
 * is a history entry, and Back, a reload or a link shows the log with that filter, in the form
 * too. The older pages shown are not kept (like a table's Load more).
 */
export function ActivityLog() {
  const teamQuery = useTeamQuery();
  const team = teamQuery.data;
  const { params, set } = useAddressParams();
  const applied = useMemo(() => valuesOf(params), [params]);
  const filter = useMemo(() => queryOf(applied), [applied]);
  const form = useSchemaForm<FilterValues, ActivityQuery>({
    schema: activityQuerySchema,
    defaultValues: applied,
    toRequest: requestOf,
  });
  const { reset } = form;
  useEffect(() => reset(applied), [reset, applied]);

  const apply = form.handleSubmit((query) =>
    set(Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key]]))),
  );

  return (
    <section aria-labelledby="activity-title">
      <TabHeader>
        <div>
          <h2 id="activity-title">Activity Log</h2>
          <p>Every change made by you and your team, newest first.</p>
        </div>
      </TabHeader>
      <Card>
        <CardContent>
          <Filters noValidate aria-label="Filter the activity log" onSubmit={apply}>
            {/* The select waits for its members: one named by the address is then shown. */}
            {!team ? (
              <PendingReads reads={[teamQuery]} what="team members" />
            ) : (
              <Field label="Team member" {...form.field('actorId')}>
                <Select {...form.input('actorId')}>
                  <option value="">All members</option>
                  {team?.members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field label="Record" {...form.field('recordType')}>
              <Select {...form.input('recordType')}>
                <option value="">All records</option>
                {ACTIVITY_RECORD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ACTIVITY_RECORD_LABELS[type]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="From" {...form.field('from')}>
              <Input type="date" {...form.input('from')} />
            </Field>
            <Field label="To" {...form.field('to')}>
              <Input type="date" {...form.input('to')} />
            </Field>
            <Button type="submit">Apply Filter</Button>
          </Filters>
          <Pages key={JSON.stringify(filter)} filter={filter} />
        </CardContent>
      </Card>
    </section>
  );
}
