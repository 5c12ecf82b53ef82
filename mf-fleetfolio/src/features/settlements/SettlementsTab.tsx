import { FLEET_SETTLEMENT_MESSAGES } from '@freight/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useState } from 'react';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { ReadFailure } from '../../shared/ReadFailure';
import { usePayItemsQuery, useSettlementDriversQuery, useSettlementsQuery } from './api';
import { NewSettlementDialog } from './NewSettlementDialog';
import { PayItemDialog } from './PayItemDialog';
import { PayItemList } from './PayItemList';
import { SettlementCard } from './SettlementCard';

/**
 * Settlements (the owner's): draw up a driver's pay for a period from their completed trips,
 * advances and deductions, review it, approve it (locked), mark it paid, print the statement.
 */
export function SettlementsTab() {
  const settlements = useSettlementsQuery();
  const items = usePayItemsQuery();
  const drivers = useSettlementDriversQuery();
  const [open, setOpen] = useState<'settlement' | 'item' | null>(null);
  const list = settlements.data;

  return (
    <section aria-labelledby="settlements-title">
      <TabHeader>
        <div>
          <h2 id="settlements-title">Driver Settlements</h2>
          <p>Pay drivers for their completed trips, less advances and deductions.</p>
        </div>
        <div>
          <Button $variant="outline" onClick={() => setOpen('item')}>
            Record Pay Item
          </Button>{' '}
          <Button onClick={() => setOpen('settlement')}>New Settlement</Button>
        </div>
      </TabHeader>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Settlements</CardTitle>
        </CardHeader>
        <CardContent>
          <ReadFailure
            read={settlements}
            fallback="Your settlements could not be loaded."
            stale={list !== undefined}
          />
          {settlements.isLoading ? <Skeleton aria-label="Loading settlements" /> : null}
          {list?.length === 0 ? (
            <EmptyText>{FLEET_SETTLEMENT_MESSAGES.noSettlements}</EmptyText>
          ) : null}
          {list?.length ? (
            <ItemList aria-label="Settlements">
              {list.map((settlement) => (
                <SettlementCard key={settlement.id} settlement={settlement} />
              ))}
            </ItemList>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Advances and Deductions</CardTitle>
        </CardHeader>
        <CardContent>
          <ReadFailure
            read={items}
            fallback="Your advances and deductions could not be loaded."
            stale={items.data !== undefined}
          />
          {items.isLoading ? <Skeleton aria-label="Loading pay items" /> : null}
          {items.data ? <PayItemList items={items.data} /> : null}
        </CardContent>
      </Card>
      {open === 'settlement' ? (
        <NewSettlementDialog drivers={drivers} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'item' ? <PayItemDialog drivers={drivers} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
