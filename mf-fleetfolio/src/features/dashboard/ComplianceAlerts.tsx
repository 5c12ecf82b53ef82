import {
  COMPLIANCE_DOCUMENT_LABELS,
  COMPLIANCE_WINDOW_DAYS,
  type ComplianceItem,
  formatUsDate,
} from '@freight/contracts';
import { Alert, Badge, Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import styled from 'styled-components';
import { EmptyText } from '../../shared/layout';
import { ReadFailure } from '../../shared/ReadFailure';
import { useComplianceQuery } from './api';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RECORD_NAMES = { driver: 'Driver', truck: 'Truck', trailer: 'Trailer' } as const;

function when(item: ComplianceItem): string {
  const day = formatUsDate(item.expiresOn);
  if (item.daysLeft < 0) return `expired ${day}`;
  if (item.daysLeft === 0) return `expires today (${day})`;
  return `expires ${day}, in ${item.daysLeft} day${item.daysLeft === 1 ? '' : 's'}`;
}

function Items({ id, label, items }: { id: string; label: string; items: ComplianceItem[] }) {
  return (
    <>
      <h4 id={id}>{label}</h4>
      <List aria-labelledby={id}>
        {items.map((item) => (
          <li key={`${item.recordId}-${item.document}`}>
            <span>
              {RECORD_NAMES[item.recordType]} {item.recordLabel}:{' '}
              {COMPLIANCE_DOCUMENT_LABELS[item.document]}
            </span>
            <Badge $variant={item.daysLeft < 0 ? 'destructive' : 'secondary'}>{when(item)}</Badge>
          </li>
        ))}
      </List>
    </>
  );
}

/** What has expired or runs out within 30 days on drivers and equipment (issue 22). */
export function ComplianceAlerts() {
  const compliance = useComplianceQuery();
  const { data } = compliance;
  const quiet = data && data.expired.length + data.expiring.length === 0;
  return (
    <Card as="section" aria-labelledby="compliance-title">
      <CardHeader>
        <CardTitle id="compliance-title">Compliance Alerts</CardTitle>
      </CardHeader>
      <CardContent>
        <ReadFailure
          read={compliance}
          fallback="Compliance dates could not be loaded."
          stale={data !== undefined}
        />
        {quiet ? (
          <EmptyText>
            Nothing expires in the next {COMPLIANCE_WINDOW_DAYS} days. Add CDL, medical card,
            registration, insurance and inspection dates under Drivers and Equipment.
          </EmptyText>
        ) : null}
        {data?.expired.length ? (
          <>
            <Alert $variant="destructive" role="alert">
              A driver whose CDL or medical card has expired cannot be assigned to a trip.
            </Alert>
            <Items id="compliance-expired" label="Expired" items={data.expired} />
          </>
        ) : null}
        {data?.expiring.length ? (
          <Items
            id="compliance-expiring"
            label={`Expiring within ${COMPLIANCE_WINDOW_DAYS} days`}
            items={data.expiring}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
