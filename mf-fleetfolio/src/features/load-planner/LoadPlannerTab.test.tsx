import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { LoadPlannerTab } from './LoadPlannerTab';
import { LOAD_PLANNER_TOUR, TOUR_SEEN_KEY } from './tourSteps';

const sampleLoad = {
  id: '665f1f77bcf86cd799439011',
  loadNumber: 'LD-1001',
  customer: 'Midwest Foods',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  pickupDate: '2026-03-01',
  deliveryDate: '2026-03-03',
  rate: 2450,
  status: 'planned',
  isAssignedToTrip: false,
};

const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });
const firstRow = () => screen.findByRole('row', { name: /LD-1001/ });

function renderTab(loads: unknown[] = [], path = '/fleetfolio/load-planner') {
  const calls = stubFetch((method, url) =>
    method !== 'GET'
      ? { status: 201 }
      : url.includes('/loads/page')
        ? page(loads)
        : { body: url.includes(sampleLoad.id) ? sampleLoad : [] },
  );
  const onCreateTrip = jest.fn();
  const view = renderInArea(<LoadPlannerTab onCreateTrip={onCreateTrip} />, { path });
  return { ...view, calls, onCreateTrip };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('LoadPlannerTab', () => {
  it('shows the empty text when there are no loads', async () => {
    renderTab();
    expect(
      await screen.findByText('No planned loads yet. Click "Add Planned Load" to get started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a load in the table with its badge, US dates, dollars, count and actions', async () => {
    const { onCreateTrip } = renderTab([sampleLoad]);
    const row = await firstRow();
    expect(screen.getByRole('table')).toHaveTextContent('Showing 1 of 1 planned load');
    expect(within(row).getByText('Planned')).toBeInTheDocument();
    expect(within(row).getByText(/03\/01\/2026/)).toBeInTheDocument();
    expect(within(row).getByText('$2,450.00')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Create Trip from load LD-1001' }),
    );
    expect(onCreateTrip).toHaveBeenCalledWith(sampleLoad);
  });

  it('disables Create Trip on a delivered load and on one already on a trip, saying why', async () => {
    const delivered = {
      ...sampleLoad,
      id: '1'.repeat(24),
      loadNumber: 'LD-7',
      status: 'delivered',
    };
    const onTrip = {
      ...sampleLoad,
      id: '2'.repeat(24),
      loadNumber: 'LD-8',
      isAssignedToTrip: true,
    };
    const { onCreateTrip } = renderTab([delivered, onTrip, sampleLoad]);
    const deliveredRow = await screen.findByRole('row', { name: /LD-7/ });
    const refused = within(deliveredRow).getByRole('button', {
      name: 'Create Trip from load LD-7',
    });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      'Load LD-7 is delivered: only a planned load can go on a trip',
    );
    await userEvent.click(refused);
    const onTripRow = screen.getByRole('row', { name: /LD-8/ });
    const taken = within(onTripRow).getByRole('button', { name: 'Create Trip from load LD-8' });
    expect(taken).toBeDisabled();
    expect(taken).toHaveAccessibleDescription('This load is already on a trip');
    expect(onCreateTrip).not.toHaveBeenCalled();
    expect(
      within(await firstRow()).getByRole('button', { name: 'Create Trip from load LD-1001' }),
    ).toBeEnabled();
  });

  it('asks the API for the address’s search, status, pickup days and sort', async () => {
    const { calls } = renderTab(
      [sampleLoad],
      '/fleetfolio/load-planner?q=midwest&status=in_transit&from=2026-03-01&sort=rate&dir=asc',
    );
    await firstRow();
    const url = calls.find((call) => call.url.includes('/loads/page'))!.url;
    const params = new URL(url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: 'midwest',
      status: 'in_transit',
      from: '2026-03-01',
      sort: 'rate',
      dir: 'asc',
      limit: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Search loads' })).toHaveValue('midwest');
    expect(screen.getByRole('columnheader', { name: /Rate/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('opens a load’s edit form from its row, and from its address', async () => {
    renderTab([sampleLoad]);
    const row = await firstRow();
    await userEvent.click(within(row).getByRole('link', { name: 'LD-1001' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Planned Load' });
    expect(within(form).getByLabelText(/Load Number/)).toHaveValue('LD-1001');
  });

  it('walks the 5-step tour on the first Add Planned Load, then opens the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTab([sampleLoad]);
    await firstRow();
    await user.click(screen.getByRole('button', { name: 'Add Planned Load' }));
    for (const [index, step] of LOAD_PLANNER_TOUR.entries()) {
      const dialog = screen.getByRole('dialog', { name: step.title });
      expect(within(dialog).getByText(step.content)).toBeInTheDocument();
      expect(within(dialog).getByText(`Step ${index + 1} of 5`)).toBeInTheDocument();
      const last = index === LOAD_PLANNER_TOUR.length - 1;
      await user.click(within(dialog).getByRole('button', { name: last ? 'Finish' : 'Next' }));
    }
    expect(window.localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('dialog', { name: 'Add Planned Load' })).toBeInTheDocument();
  });

  it('points each step at its control on screen, and says which one', async () => {
    renderTab([sampleLoad]);
    const row = await firstRow();
    const addButton = screen.getByRole('button', { name: 'Add Planned Load' });
    await userEvent.click(addButton);
    const welcome = screen.getByRole('dialog', { name: 'Welcome to the Load Planner' });
    expect(welcome).toHaveAttribute('aria-modal', 'false');
    expect(welcome).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Load Planner', level: 2 })).toHaveAttribute(
      'data-tour-active',
      'true',
    );
    await userEvent.click(within(welcome).getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('dialog', { name: 'Load Number and Customer' });
    expect(second).toHaveTextContent('Highlighted: the Add Planned Load button.');
    expect(addButton).toHaveAttribute('data-tour-active', 'true');
    expect(screen.getByRole('heading', { name: 'Load Planner', level: 2 })).not.toHaveAttribute(
      'data-tour-active',
    );
    // Keyboard: Enter on the focused Next moves on; the Create Trip step rings the card's button.
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Pickup and Delivery' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(row).getByRole('button', { name: /^Create Trip/ })).toHaveAttribute(
      'data-tour-active',
      'true',
    );
    // Escape leaves the tour, marks it seen, clears the ring and gives focus back.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    expect(document.querySelector('[data-tour-active]')).toBeNull();
    expect(addButton).toHaveFocus();
  });

  it('skips the steps about a load row while there is no load', async () => {
    renderTab();
    await screen.findByText('No planned loads yet. Click "Add Planned Load" to get started.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Planned Load' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to the Load Planner' })).toHaveTextContent(
      'Step 1 of 2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByRole('dialog', { name: 'Load Number and Customer' });
    expect(last).toHaveTextContent('Step 2 of 2');
    expect(within(last).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('marks the tour seen on Exit Tour and opens the form directly next time', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add Planned Load' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exit Tour' }));
    expect(window.localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Planned Load' }));
    expect(screen.getByRole('dialog', { name: 'Add Planned Load' })).toBeInTheDocument();
  });

  it('closes the tour with the close button and replays it with Restart Tour', async () => {
    renderTab([sampleLoad]);
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Add Planned Load' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem(TOUR_SEEN_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Restart Tour' }));
    expect(screen.getByRole('dialog', { name: LOAD_PLANNER_TOUR[0]!.title })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('asks before deleting a load and deletes it on confirmation', async () => {
    const { calls } = renderTab([sampleLoad]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete load LD-1001' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Planned Load' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Load' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: `/api/fleetfolio/loads/${sampleLoad.id}`,
          method: 'DELETE',
          body: undefined,
        }),
      ),
    );
  });
});
