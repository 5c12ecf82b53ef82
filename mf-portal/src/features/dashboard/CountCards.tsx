import styled from 'styled-components';
import { Card, CardContent, VisuallyHidden } from '@freight/ui';
import type { PortalCounts } from './counts';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* Two by two on a phone: four stacked cards (560 px) pushed the list below the fold (D30). */
  grid-template-columns: repeat(auto-fit, minmax(min(8rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  font-weight: 700;
`;

const CARDS: Array<{ key: keyof PortalCounts; label: string }> = [
  { key: 'activeShipments', label: 'Active Shipments' },
  { key: 'completedShipments', label: 'Completed Shipments' },
  { key: 'unpaidInvoices', label: 'Unpaid Invoices' },
  { key: 'pendingQuotes', label: 'Pending Quotes' },
];

export function CountCards({ counts }: { counts: PortalCounts }) {
  return (
    <Grid aria-label="Account summary">
      {CARDS.map((card) => (
        <li key={card.key}>
          <Card>
            <CardContent>
              <Label>{card.label}</Label>
              <Figure>
                {counts[card.key] ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>not known</VisuallyHidden>
                  </>
                )}
              </Figure>
            </CardContent>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
