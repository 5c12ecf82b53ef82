import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { FileSafePanel } from './FileSafePanel';

const LOAD = { id: '665f1f77bcf86cd799439011', loadNumber: 'LD-1001' };
const TRIP = { id: '665f1f77bcf86cd799439021', tripNumber: 'TR-9' };
const BOL = {
  id: '665f1f77bcf86cd799439031',
  name: 'bol-ld-1001.pdf',
  kind: 'bol',
  loadId: LOAD.id,
  tripId: null,
  uploadedAt: '2026-03-02T10:00:00.000Z',
};

const renderPanel = () => renderInArea(<FileSafePanel />, { path: '/fleetfolio' });
const unreachable = 'Network error: we could not reach the service.';

describe('FileSafePanel', () => {
  it('says the documents could not be read, never "No documents yet", and Retry lists them', async () => {
    stubFetch({
      'GET /api/fleetfolio/documents': [NETWORK_FAILURE, { body: [BOL] }],
      'GET /api/fleetfolio/loads': { body: [LOAD] },
      'GET /api/fleetfolio/trips': { body: [TRIP] },
    });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(unreachable);
    expect(screen.queryByText(/No documents yet/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Stored documents' });
    const row = within(table).getByRole('row', { name: /bol-ld-1001\.pdf/ });
    expect(row).toHaveTextContent('Load LD-1001');
  });

  it('says the loads and trips could not be read instead of an empty select, with Retry', async () => {
    stubFetch({
      'GET /api/fleetfolio/documents': { body: [] },
      'GET /api/fleetfolio/loads': [{ status: 503 }, { body: [LOAD] }],
      'GET /api/fleetfolio/trips': { body: [TRIP] },
    });
    renderPanel();
    const form = screen.getByRole('form', { name: 'Upload a document' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(unreachable);
    expect(within(form).queryByLabelText(/Load or Trip/)).toBeNull();
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const select = await within(form).findByLabelText(/Load or Trip/);
    expect(within(select).getByRole('option', { name: 'Load LD-1001' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Trip TR-9' })).toBeInTheDocument();
  });
});
