import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDriverApplication, AdminOwnerOperatorApplication } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { ApplicationsList } from './ApplicationsList';

const DRIVER: AdminDriverApplication = {
  id: 'd1',
  firstName: 'Dan',
  lastName: 'Driver',
  phone: '555-201-3344',
  email: 'dan@drivers.test',
  cdlNumber: 'D1234567',
  cdlClass: 'A',
  yearsExperience: 7,
  hasDui: 'no',
  hasAccidents: 'yes',
  accidentDetails: 'Backed into a post in 2019',
  isAvailableImmediately: true,
  status: 'reviewed',
  submittedAt: '2026-11-20T10:00:00.000Z',
  documents: [],
  history: [],
};

const OPERATOR: AdminOwnerOperatorApplication = {
  ...DRIVER,
  id: 'o1',
  firstName: 'Olga',
  lastName: 'Owner',
  email: 'olga@owner.test',
  truckYear: 2021,
  truckMake: 'Kenworth',
  truckModel: 'T680',
  truckVin: '1XKYD49X0MJ123456',
  maintenanceChoice: 'escrow',
  documents: [
    {
      url: '/api/admin/applications/owner-operators/o1/documents/cdl',
      label: 'CDL document',
      fileName: 'cdl-front.jpg',
    },
  ],
};

const LIST = 'GET /api/admin/applications/owner-operators?sort=submittedAt&dir=desc&limit=25';
const DRIVERS = 'GET /api/admin/applications/drivers?sort=submittedAt&dir=desc&limit=25';
const page = (items: unknown[], total = items.length, nextCursor: string | null = null) => ({
  body: { items, total, nextCursor },
});
const drivers = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => ({
    ...DRIVER,
    id: `d${from + offset}`,
    lastName: `Driver ${from + offset}`,
  }));

describe('the applications table', () => {
  it('lists applications with their labels and a count, and loads more with the cursor', async () => {
    const calls = stubFetch({
      [DRIVERS]: page(drivers(1, 25), 26, 'c25'),
      'GET /api/admin/applications/drivers?sort=submittedAt&dir=desc&cursor=c25&limit=25': page(
        drivers(26, 1),
        26,
      ),
    });
    renderInArea(<ApplicationsList kind="drivers" />, { path: '/admin/drivers' });
    const table = await screen.findByRole('table', {
      name: /Driver applications — Showing 25 of 26 driver applications/,
    });
    const row = within(table).getByRole('link', { name: 'Dan Driver 1' }).closest('tr')!;
    expect(within(row).getByText('Class A')).toBeVisible();
    expect(within(row).getByText('Reviewed')).toBeVisible();
    expect(within(row).queryByText('A')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Truck' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more driver applications' }));
    expect(await screen.findByRole('link', { name: 'Dan Driver 26' })).toBeVisible();
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/applications/drivers?sort=submittedAt&dir=desc&cursor=c25&limit=25',
    );
  });

  it('searches, filters and sorts on the server, keeping each in the address', async () => {
    const calls = stubFetch(() => page([OPERATOR]));
    const user = userEvent.setup();
    const { history } = renderInArea(<ApplicationsList kind="owner-operators" />, {
      path: '/admin/operators',
    });
    const row = (await screen.findByRole('link', { name: 'Olga Owner' })).closest('tr')!;
    expect(within(row).getByText('2021 Kenworth T680')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Hired');
    await waitFor(() => expect(history.url).toBe('/admin/operators?status=hired'));
    await user.click(await screen.findByRole('button', { name: /Years of experience/ }));
    await waitFor(() =>
      expect(history.url).toBe('/admin/operators?status=hired&sort=yearsExperience&dir=asc'),
    );
    await user.type(screen.getByLabelText('Search by name, email or CDL number'), 'D1234');
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        'GET /api/admin/applications/owner-operators?q=D1234&status=hired&sort=yearsExperience&dir=asc&limit=25',
      ),
    );
  });

  it('says the spec text when there are none, and when nothing matches', async () => {
    stubFetch({
      [DRIVERS]: page([]),
      'GET /api/admin/applications/drivers?status=rejected&sort=submittedAt&dir=desc&limit=25':
        page([]),
    });
    renderInArea(<ApplicationsList kind="drivers" />, { path: '/admin/drivers' });
    expect(await screen.findByText('No driver applications yet')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByText('No driver applications match these filters.')).toBeVisible();
  });

  it('exports the selected applications as CSV with labels, not codes', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    stubFetch({ [DRIVERS]: page(drivers(1, 2)) });
    const user = userEvent.setup();
    renderInArea(<ApplicationsList kind="drivers" />, { path: '/admin/drivers' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select application from Dan Driver 2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Export selected as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    // The reader leaves out the file's byte order mark.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    const [header, row, ...rest] = csv.split('\r\n');
    expect(header).toBe('Name,Email,Phone,CDL class,Years of experience,Status,Submitted');
    expect(row).toMatch(/^Dan Driver 2,dan@drivers\.test,555-201-3344,Class A,7,Reviewed,/);
    expect(rest).toEqual([]);
    click.mockRestore();
  });

  it('opens an application from its address alone, reading it by id when no page holds it', async () => {
    stubFetch({
      [DRIVERS]: page([]),
      'GET /api/admin/applications/drivers/d9': { body: drivers(9, 1)[0] },
    });
    renderInArea(<ApplicationsList kind="drivers" />, { path: '/admin/drivers?application=d9' });
    const card = await screen.findByRole('article', { name: 'Dan Driver 9' });
    expect(within(card).getByText('Driver application')).toBeVisible();
  });
});

describe('an owner operator application as staff read it', () => {
  it('opens from its row into the address with the labels of its codes and its documents by file name', async () => {
    stubFetch({ [LIST]: page([OPERATOR]) });
    const user = userEvent.setup();
    const { history } = renderInArea(<ApplicationsList kind="owner-operators" />, {
      path: '/admin/operators',
    });
    await user.click(await screen.findByRole('link', { name: 'Olga Owner' }));
    expect(history.url).toBe('/admin/operators?application=o1');
    const card = within(await screen.findByRole('article', { name: 'Olga Owner' }));
    const detail = (term: string) => card.getByText(term).nextElementSibling;
    expect(detail('CDL class')).toHaveTextContent(/^Class A$/);
    expect(detail('DUI')).toHaveTextContent(/^No$/);
    expect(detail('Accidents')).toHaveTextContent(/^Yes$/);
    expect(detail('Maintenance')).toHaveTextContent('Escrow Account');
    expect(card.queryByText('escrow')).toBeNull();
    expect(card.getByText('Reviewed', { selector: 'span' })).toBeVisible();
    expect(card.getByRole('link', { name: 'cdl-front.jpg' })).toHaveAttribute(
      'href',
      '/api/admin/applications/owner-operators/o1/documents/cdl',
    );
    expect(card.getByRole('listitem')).toHaveTextContent('CDL document: cdl-front.jpg');
    await user.click(screen.getByRole('button', { name: 'Close application' }));
    expect(history.url).toBe('/admin/operators');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers the statuses in words and says the new one in words', async () => {
    const hired = {
      ...OPERATOR,
      status: 'hired',
      history: [
        {
          id: 'h1',
          fromStatus: 'reviewed',
          toStatus: 'hired',
          note: 'Starts Monday',
          changedBy: 'admin',
          changedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    const calls = stubFetch({
      [LIST]: [page([OPERATOR]), page([hired])],
      'PATCH /api/admin/applications/owner-operators/o1/status': { body: hired },
    });
    const user = userEvent.setup();
    const { services } = renderInArea(<ApplicationsList kind="owner-operators" />, {
      path: '/admin/operators?application=o1',
    });
    const card = within(await screen.findByRole('article', { name: 'Olga Owner' }));
    expect(card.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pending',
      'Reviewed',
      'Approved',
      'Hired',
      'Rejected',
    ]);
    await user.selectOptions(card.getByRole('combobox', { name: 'New status' }), 'Hired');
    await user.click(card.getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Status changed to Hired' }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'hired',
      note: '',
    });
    expect(await card.findByRole('list', { name: 'Status history' })).toHaveTextContent(
      'Reviewed → Hired by admin — Starts Monday',
    );
  });
});
