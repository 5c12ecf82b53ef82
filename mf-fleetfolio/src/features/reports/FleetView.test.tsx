import { UTILISATION_DEFINITION, type FleetReport } from '@freight/contracts';
import { renderInArea } from '@freight/runtime/testing';
import { screen, within } from '@testing-library/react';
import { FleetView } from './FleetView';

const report: FleetReport = {
  year: 2026,
  drivers: [],
  trucks: [
    {
      id: 't1',
      unit: 'T-301',
      trips: 1,
      miles: 963,
      daysOnTrips: 3,
      daysAvailable: 300,
      utilisation: 1,
    },
    {
      id: 't2',
      unit: 'T-302',
      trips: 4,
      miles: 4210.5,
      daysOnTrips: 12,
      daysAvailable: 100,
      utilisation: 12,
    },
  ],
  fleetUtilisation: 3.8,
};

describe('FleetView', () => {
  it("shows each truck's utilisation from its trips, the fleet's in the totals, and what it means", () => {
    renderInArea(<FleetView report={report} />);
    const table = screen.getByRole('table', { name: 'Trucks, 2026' });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [, first, , total] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['T-301', '1', '963', '1%']);
    // The fleet's share is truck-days over truck-days (15 of 400), not the mean of the trucks'.
    expect(cells(total!)).toEqual(['5', '5,173.5', '3.8%']);
    expect(within(total!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(UTILISATION_DEFINITION);
  });
});
