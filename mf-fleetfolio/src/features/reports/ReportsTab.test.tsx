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
});
