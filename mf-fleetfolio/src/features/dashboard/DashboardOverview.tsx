import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  VisuallyHidden,
  media,
} from '@freight/ui';
import styled from 'styled-components';
import { formatUsd, formatWholeUsd, type FleetDashboardStats } from '@freight/contracts';
import { ReadFailure } from '../../shared/ReadFailure';
import { useDashboardStatsQuery } from './api';
import { ComplianceAlerts } from './ComplianceAlerts';
import { RecentActivity } from './RecentActivity';

type StepTarget = 'Load Planner' | 'Trips' | 'Invoices';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  }
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
`;

/** Holds a figure's place in its line while the figures load, so nothing moves when they come. */
const ValuePlaceholder = styled(Skeleton).attrs({ as: 'span' })`
  display: inline-block;
  vertical-align: middle;
`;

const StepButton = styled.button`
  all: unset;
  display: block;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A button holds phrasing content only: the card is built of spans shown as blocks. */
  span {
    display: block;
  }
  &:hover > span {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const STEPS: ReadonlyArray<{ target: StepTarget; title: string; text: string }> = [
  {
    target: 'Load Planner',
    title: '1. Create a Planned Load',
    text: 'Your customer, shipper and consignee are saved to your address book.',
  },
  {
    target: 'Trips',
    title: '2. Create a Trip',
    text: 'Choose the truck and driver; rates are calculated and the trip goes to the driver.',
  },
  {
    target: 'Invoices',
    title: '3. Get Paid',
    text: 'Create a 2-click invoice and email it with the related documents.',
  },
];

const COUNTERS: ReadonlyArray<{
  title: string;
  note: string;
  /** The money figures are the owner's alone. */
  money?: true;
  value: (stats: FleetDashboardStats) => string;
}> = [
  {
    title: 'Total Drivers',
    note: 'Company & Independent',
    value: (stats) => String(stats.totalDrivers),
  },
  { title: 'Active Trips', note: 'In progress', value: (stats) => String(stats.activeTrips) },
  {
    title: 'Pending Invoices',
    note: 'Awaiting payment',
    money: true,
    value: (stats) => String(stats.pendingInvoices ?? 0),
  },
  {
    title: 'Total Revenue',
    note: 'This month',
    money: true,
    value: (stats) => formatWholeUsd(stats.totalRevenue ?? 0),
  },
  {
    title: 'Revenue per Mile',
    note: 'This month',
    money: true,
    value: (stats) => formatUsd(stats.revenuePerMile ?? 0),
  },
];

/** A figure not known: its placeholder while it loads, a dash once its read failed. */
function UnknownValue({ failed }: { failed: boolean }) {
  if (!failed) return <ValuePlaceholder $width="4ch" $height="1em" />;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>not known</VisuallyHidden>
    </>
  );
}

interface CounterProps {
  title: string;
  value?: string;
  /** The figures could not be read: no placeholder waits for them. */
  failed: boolean;
  note: string;
}

/** A figure's card; laid out the same before its value has loaded. */
function Counter({ title, value, failed, note }: CounterProps) {
  return (
    <Card>
      <CardHeader>
        <CardDescription as="h3">{title}</CardDescription>
      </CardHeader>
      <CardContent>
        <Value>{value ?? <UnknownValue failed={failed} />}</Value>
        <CardDescription>{note}</CardDescription>
      </CardContent>
    </Card>
  );
}

interface DashboardOverviewProps {
  onOpenStep: (target: StepTarget) => void;
  /** The owner sees the money figures, the Get Paid step and the activity log's newest lines. */
  isOwner: boolean;
}

/** The Dashboard tab: counters from the account's data and the steps of the flow. */
export function DashboardOverview({ onOpenStep, isOwner }: DashboardOverviewProps) {
  const statsQuery = useDashboardStatsQuery();
  const stats = statsQuery.data;
  const failed = Boolean(statsQuery.error);
  const counters = COUNTERS.filter((counter) => isOwner || !counter.money);
  const steps = STEPS.filter((step) => isOwner || step.target !== 'Invoices');
  return (
    <div>
      <h2>Dashboard</h2>
      <ReadFailure
        read={statsQuery}
        fallback="The dashboard figures could not be loaded."
        stale={stats !== undefined}
      />
      <section aria-label="Fleet figures" aria-busy={!stats && !failed}>
        <Grid>
          {counters.map(({ title, note, value }) => (
            <Counter
              key={title}
              title={title}
              note={note}
              value={stats && value(stats)}
              failed={failed}
            />
          ))}
        </Grid>
      </section>
      <section aria-label="Getting started">
        <Grid>
          {steps.map((step) => (
            <StepButton key={step.target} type="button" onClick={() => onOpenStep(step.target)}>
              <Card as="span">
                <CardHeader as="span">
                  <CardTitle as="span">{step.title}</CardTitle>
                </CardHeader>
                <CardContent as="span">
                  <CardDescription as="span">{step.text}</CardDescription>
                </CardContent>
              </Card>
            </StepButton>
          ))}
        </Grid>
      </section>
      <Spaced>
        <ComplianceAlerts />
      </Spaced>
      {isOwner ? (
        <Spaced>
          <RecentActivity />
        </Spaced>
      ) : null}
    </div>
  );
}
