import { Button } from '@freight/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonRow, TabHeader } from '../../shared/layout';
import { useSettlementDriversQuery } from './api';
import { PayItemDialog } from './PayItemDialog';
import { PayItemTable } from './PayItemTable';
import { SettlementTable } from './SettlementTable';

/** `?view=pay-items` shows the advances and deductions; the settlements otherwise. */
const VIEW_PARAM = 'view';
const PAY_ITEMS = 'pay-items';
type View = 'settlements' | 'payItems';

/**
 * Settlements (the owner's): draw up a driver's pay for a period from their completed trips,
 * advances and deductions, review it, approve it (locked), mark it paid, print the statement.
 * One table at a time, settlements or advances and deductions (the choice in the address, so
 * Back returns to it); New Settlement and Record Pay Item show their table.
 */
export function SettlementsTab() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === PAY_ITEMS ? 'payItems' : 'settlements';
  const [open, setOpen] = useState<'settlement' | 'item' | null>(null);
  const drivers = useSettlementDriversQuery(undefined, { skip: open === null });
  // A new view starts with its own filters: the other table's search would mean nothing here.
  const show = (next: View) => {
    if (next !== view) setParams(next === 'payItems' ? { [VIEW_PARAM]: PAY_ITEMS } : {});
  };
  const start = (dialog: 'settlement' | 'item') => {
    show(dialog === 'item' ? 'payItems' : 'settlements');
    setOpen(dialog);
  };

  return (
    <section aria-labelledby="settlements-title">
      <TabHeader>
        <div>
          <h2 id="settlements-title">Driver Settlements</h2>
          <p>Pay drivers for their completed trips, less advances and deductions.</p>
        </div>
        <ButtonRow>
          <Button $variant="outline" onClick={() => start('item')}>
            Record Pay Item
          </Button>
          <Button onClick={() => start('settlement')}>New Settlement</Button>
        </ButtonRow>
      </TabHeader>
      <ButtonRow role="group" aria-label="List shown">
        <Button
          $size="sm"
          $variant="outline"
          aria-pressed={view === 'settlements'}
          onClick={() => show('settlements')}
        >
          Settlements
        </Button>
        <Button
          $size="sm"
          $variant="outline"
          aria-pressed={view === 'payItems'}
          onClick={() => show('payItems')}
        >
          Advances and Deductions
        </Button>
      </ButtonRow>
      {view === 'settlements' ? (
        <SettlementTable
          drivers={drivers}
          creating={open === 'settlement'}
          onCreateClosed={() => setOpen(null)}
        />
      ) : (
        <PayItemTable />
      )}
      {open === 'item' ? <PayItemDialog drivers={drivers} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
