import type { IftaReport } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { screen } from '@testing-library/react';
import { ESTIMATED_MILES_NOTE, IftaView } from './IftaView';

const line = (fields: Partial<IftaReport['rows'][number]>): IftaReport['rows'][number] => ({
  id: 'c'.repeat(24),
  state: 'IL',
  miles: 309.7,
  fuelPurchased: 0,
  source: 'computed',
  estimated: false,
  tripNumber: 'TR-1',
  ...fields,
});

const report = (rows: IftaReport['rows']): IftaReport => ({
  year: 2026,
  quarter: 2,
  rows,
  byState: [{ state: 'IL', miles: 309.7, fuelPurchased: 0 }],
});

describe('IftaView', () => {
  it('says which miles are straight-line estimates, and how to check them', () => {
    stubFetch(() => ({ body: {} }));
    renderInArea(<IftaView report={report([line({ estimated: true })])} />, {
      path: '/fleetfolio',
    });
    expect(screen.getByRole('note')).toHaveTextContent(ESTIMATED_MILES_NOTE);
    expect(screen.getByRole('form', { name: 'Edit IFTA line IL (trip TR-1)' })).toHaveTextContent(
      'IL (trip TR-1) · straight-line estimate',
    );
  });

  it('adds no note when the miles come from road routing or from the carrier', () => {
    stubFetch(() => ({ body: {} }));
    const rows = [line({}), line({ id: 'd'.repeat(24), state: 'MO', source: 'manual' })];
    renderInArea(<IftaView report={report(rows)} />, { path: '/fleetfolio' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit IFTA line IL (trip TR-1)' })).toHaveTextContent(
      'IL (trip TR-1) · computed',
    );
  });
});
