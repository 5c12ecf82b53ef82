import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Field, Select, Skeleton, media } from '@freight/ui';
import { FetchFailure } from '@freight/runtime';
import {
  FIELD_VITAL_METRICS,
  FIELD_VITALS_PERIODS,
  VITAL_RATING_LABELS,
  formatCount,
  vitalRating,
  type FieldVitalFigure,
  type FieldVitalMetric,
  type FieldVitalsPeriod,
  type FieldVitalsReport,
} from '@freight/contracts';
import { useSessionEndCheck } from '../../shared/useSessionEndCheck';
import { useFieldVitalsQuery } from './api';

const HEADERS: Record<FieldVitalMetric, string> = {
  lcp: 'LCP p75',
  inp: 'INP p75',
  cls: 'CLS p75',
};

const RATING_COLOURS = { good: 'green', 'needs-improvement': 'yellow', poor: 'red' } as const;

export const NO_VISITS = 'No visits were measured in this period.';

// Below 768 px each route is a block of labelled figures (the column headers stay in the table
// for screen readers, visually hidden), so a 320 px phone never scrolls sideways.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  @media not all and (min-width: 768px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
    td,
    th {
      border-bottom: none;
      padding: ${({ theme }) => theme.space.xs} 0;
    }
    tr {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding: ${({ theme }) => theme.space.sm} 0;
    }
  }
  ${media.md} {
    td {
      white-space: nowrap;
    }
  }
`;

const Samples = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function formatFigure(metric: FieldVitalMetric, value: number): string {
  if (metric === 'cls') return String(Number(value.toFixed(3)));
  return `${formatCount(value)} ms`;
}

function Figure({ metric, figure }: { metric: FieldVitalMetric; figure: FieldVitalFigure | null }) {
  if (!figure) return <>No data</>;
  const rating = vitalRating(metric, figure.p75);
  return (
    <>
      {formatFigure(metric, figure.p75)}{' '}
      <Badge $variant={RATING_COLOURS[rating]}>{VITAL_RATING_LABELS[rating]}</Badge>
      <Samples>
        {formatCount(figure.samples)} {figure.samples === 1 ? 'sample' : 'samples'}
      </Samples>
    </>
  );
}

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

function VitalsTable({ report }: { report: FieldVitalsReport }) {
  if (report.routes.length === 0) return <p>{NO_VISITS}</p>;
  return (
    <Table>
      <caption>
        75th percentile of real visits per route, {usDay(report.from)} to {usDay(report.to)} (UTC)
      </caption>
      <thead>
        <tr>
          <th scope="col">Route</th>
          {FIELD_VITAL_METRICS.map((metric) => (
            <th scope="col" key={metric}>
              {HEADERS[metric]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.routes.map((row) => (
          <tr key={row.route}>
            <th scope="row">{row.route}</th>
            {FIELD_VITAL_METRICS.map((metric) => (
              <td key={metric} data-label={HEADERS[metric]}>
                <Figure metric={metric} figure={row[metric]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Core Web Vitals of real visits (the shell's beacon) per route: p75 LCP, INP and CLS with the
 * Core Web Vitals rating, for the last 7 or 28 days.
 */
export function FieldVitalsTab() {
  const [days, setDays] = useState<FieldVitalsPeriod>(28);
  const { data, error, refetch } = useFieldVitalsQuery(days);
  const shown = data?.days === days ? data : undefined;
  useSessionEndCheck(error);
  return (
    <section aria-label="Web vitals of real visits">
      <Field label="Period">
        <Select
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as FieldVitalsPeriod)}
        >
          {FIELD_VITALS_PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </Select>
      </Field>
      {error ? (
        <FetchFailure
          error={error}
          fallback="Failed to load web vitals"
          onRetry={() => void refetch()}
          stale={shown !== undefined}
        />
      ) : null}
      {shown ? <VitalsTable report={shown} /> : error ? null : <Skeleton $height="12rem" />}
    </section>
  );
}
