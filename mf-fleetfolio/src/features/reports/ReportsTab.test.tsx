import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { ReportsTab } from './ReportsTab';

// jsdom's Blob has no text(): read it the way a browser of its age would.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('ReportsTab', () => {
  it('shows the IFTA table and exports it as CSV', async () => {
    stubFetch(() => ({
      body: {
        year: 2026,
        quarter: 2,
        rows: [],
        byState: [{ state: 'TX', miles: 114.2, fuelPurchased: 25 }],
      },
    }));
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderInArea(<ReportsTab />, { path: '/fleetfolio' });
    expect(await screen.findByRole('cell', { name: 'TX' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(click).toHaveBeenCalled();
    expect(await textOf(created[0]!)).toBe('State,Miles,Fuel Purchased (gal)\r\nTX,114.2,25');
    expect(screen.getByRole('button', { name: 'View Financial Data' })).toBeInTheDocument();
  });

  it('says the report could not be read, with Retry, and shows it once it is', async () => {
    let reads = 0;
    stubFetch(() => {
      reads += 1;
      if (reads === 1) return NETWORK_FAILURE();
      return { body: { year: 2026, quarter: 2, rows: [], byState: [] } };
    });
    renderInArea(<ReportsTab />, { path: '/fleetfolio' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('in the address', () => {
    const truck = {
      id: 't1',
      unit: 'T-301',
      trips: 1,
      miles: 963,
      daysOnTrips: 3,
      daysAvailable: 300,
      utilisation: 1,
    };
    const texas = { state: 'TX', miles: 114.2, fuelPurchased: 25 };
    /** Each report for the period asked, with one line; the calls made. */
    function renderReports(path: string) {
      const calls = stubFetch((_method, url) => {
        const ask = new URL(url, 'http://localhost').searchParams;
        const year = Number(ask.get('year'));
        if (url.includes('/ifta?')) {
          const quarter = Number(ask.get('quarter'));
          return { body: { year, quarter, rows: [], byState: [texas] } };
        }
        return { body: { year, drivers: [], trucks: [truck], fleetUtilisation: 1 } };
      });
      const { history } = renderInArea(<ReportsTab />, { path });
      return { calls, history };
    }
    const reportButton = (name: string) => screen.getByRole('button', { name });

    it('opens the report and period an address names, as a reload or a link does', async () => {
      const { calls } = renderReports('/fleetfolio/reports?report=fleet&year=2025');
      expect(await screen.findByRole('table', { name: 'Trucks, 2025' })).toBeInTheDocument();
      expect(reportButton('View Fleet Data')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByLabelText('Year')).toHaveValue(2025);
      expect(calls.map((call) => call.url)).toEqual(['/api/fleetfolio/reports/fleet?year=2025']);
    });

    it('makes a report or quarter chosen a history entry; the typed year replaces it', async () => {
      const { calls, history } = renderReports('/fleetfolio/reports?year=2025&quarter=1');
      const ifta = (period: string) => `IFTA miles and fuel by state, ${period}`;
      expect(await screen.findByRole('table', { name: ifta('Q1 2025') })).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByLabelText('Quarter'), '3');
      expect(history.url).toBe('/fleetfolio/reports?year=2025&quarter=3');
      await userEvent.click(reportButton('View Fleet Data'));
      expect(history.url).toBe('/fleetfolio/reports?year=2025&quarter=3&report=fleet');
      await userEvent.clear(screen.getByLabelText('Year'));
      await userEvent.type(screen.getByLabelText('Year'), '2024');
      expect(history.url).toBe('/fleetfolio/reports?year=2024&quarter=3&report=fleet');
      expect(await screen.findByRole('table', { name: 'Trucks, 2024' })).toBeInTheDocument();
      // '2', '20' and '202' on the way are no years: nothing is read for them.
      expect(calls.map((call) => call.url).filter((url) => url.includes('/fleet?'))).toEqual([
        '/api/fleetfolio/reports/fleet?year=2025',
        '/api/fleetfolio/reports/fleet?year=2024',
      ]);

      await history.back();
      expect(history.url).toBe('/fleetfolio/reports?year=2025&quarter=3');
      expect(await screen.findByRole('table', { name: ifta('Q3 2025') })).toBeInTheDocument();
      expect(screen.getByLabelText('Year')).toHaveValue(2025);
      await history.back();
      expect(await screen.findByRole('table', { name: ifta('Q1 2025') })).toBeInTheDocument();
      expect(screen.getByLabelText('Quarter')).toHaveValue('1');
    });

    it('shows IFTA for this year and quarter when the address names none the contract takes', async () => {
      const { calls } = renderReports('/fleetfolio/reports?report=payroll&year=1999&quarter=5');
      const today = new Date();
      const quarter = Math.floor(today.getMonth() / 3) + 1;
      expect(
        await screen.findByRole('table', {
          name: `IFTA miles and fuel by state, Q${quarter} ${today.getFullYear()}`,
        }),
      ).toBeInTheDocument();
      expect(reportButton('View IFTA Data')).toHaveAttribute('aria-pressed', 'true');
      expect(calls).toHaveLength(1);
    });
  });
});
