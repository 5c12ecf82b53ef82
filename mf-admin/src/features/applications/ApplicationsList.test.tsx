import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOwnerOperatorApplication } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { ApplicationsList } from './ApplicationsList';

const OPERATOR: AdminOwnerOperatorApplication = {
  id: 'o1',
  firstName: 'Olga',
  lastName: 'Owner',
  phone: '555-201-3344',
  email: 'olga@owner.test',
  cdlNumber: 'D1234567',
  cdlClass: 'A',
  yearsExperience: 7,
  hasDui: 'no',
  hasAccidents: 'yes',
  accidentDetails: 'Backed into a post in 2019',
  isAvailableImmediately: true,
  status: 'reviewed',
  submittedAt: '2026-11-20T10:00:00.000Z',
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
  history: [],
};

const LIST = 'GET /api/admin/applications/owner-operators';

describe('an owner operator application as staff read it', () => {
  it('shows the labels of its codes and its documents by file name', async () => {
    stubFetch({ [LIST]: { body: [OPERATOR] } });
    renderInArea(<ApplicationsList kind="owner-operators" />, { path: '/admin/operators' });
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
      [LIST]: [{ body: [OPERATOR] }, { body: [hired] }],
      'PATCH /api/admin/applications/owner-operators/o1/status': { body: hired },
    });
    const user = userEvent.setup();
    const { services } = renderInArea(<ApplicationsList kind="owner-operators" />, {
      path: '/admin/operators',
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
