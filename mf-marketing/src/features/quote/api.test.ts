import { createAreaApi, createFreightStore } from '@freight/runtime';
import { stubFetch } from '@freight/runtime/testing';
import { quoteApi } from './api';

// The admin panel's list as another area declares it: its own area API, the shared tag name.
const adminList = createAreaApi('admin-panel-in-test', ['Quote']).injectEndpoints({
  endpoints: (build) => ({
    adminQuotesProbe: build.query<unknown[], void>({
      query: () => ({ key: ['/api/admin/quotes'] }),
      providesTags: ['Quote'],
    }),
  }),
});

describe('a quote sent from the landing page', () => {
  it('makes the admin quotes list, cached by another area, read the list again', async () => {
    const calls = stubFetch({
      'GET /api/admin/quotes': [{ body: [] }, { body: [{ id: 'q1' }] }],
      'POST /api/quotes': { status: 201, body: { id: 'q1' } },
    });
    const store = createFreightStore();
    const list = store.dispatch(adminList.endpoints.adminQuotesProbe.initiate());
    await list;
    await store.dispatch(
      quoteApi.endpoints.submitQuote.initiate({
        companyName: 'Acme Foods',
        contactName: 'Ann Lee',
        email: 'ann@acme.test',
        phone: '555 123 4567',
        pickupLocation: 'Dallas, TX',
        deliveryLocation: 'Atlanta, GA',
        freightType: 'ftl',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/admin/quotes',
      'POST /api/quotes',
      'GET /api/admin/quotes',
    ]);
    list.unsubscribe();
  });
});
