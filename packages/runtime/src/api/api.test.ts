import { LANDING_CACHE_SECONDS, freightApi } from './api';
import { createAreaApi } from './areaApi';
import { createFreightStore } from '../store';
import { json, queueFetch, text } from './testing';

interface Quote {
  id: string;
}

// Two areas as the remotes declare them: the admin panel reads quotes, the landing page sends
// them; both name the cross-area tag 'Quote'.
const adminApi = createAreaApi('admin', ['Quote', 'AdminSession']).injectEndpoints({
  endpoints: (build) => ({
    adminQuotes: build.query<Quote[], void>({
      query: () => ({ key: ['/api/admin/quotes'] }),
      providesTags: ['Quote'],
    }),
  }),
});

const landingApi = createAreaApi('marketing', ['Quote']).injectEndpoints({
  endpoints: (build) => ({
    landingServices: build.query<unknown[], void>({
      query: () => ({ key: ['/api/services'] }),
      keepUnusedDataFor: LANDING_CACHE_SECONDS,
    }),
    submitQuote: build.mutation<Quote, { companyName: string }>({
      query: (body) => ({ url: '/api/quotes', method: 'POST', body }),
      invalidatesTags: ['Quote'],
    }),
  }),
});

const testApi = { endpoints: { ...adminApi.endpoints, ...landingApi.endpoints } };

// The store's type knows no area's cache tags; its state is what each area's selectors read.
const stateOf = (store: ReturnType<typeof createFreightStore>) => store.getState() as never;

const stores: Array<ReturnType<typeof createFreightStore>> = [];
function newStore() {
  const store = createFreightStore();
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(freightApi.util.resetApiState());
  jest.useRealTimers();
});

describe('the shared API cache', () => {
  it('does not retry a failed read', async () => {
    const calls = queueFetch(text('', 500, 'Internal Server Error'));
    const store = newStore();
    await store.dispatch(testApi.endpoints.adminQuotes.initiate());
    expect(calls).toHaveLength(1);
  });

  it('does not retry a failed write', async () => {
    const calls = queueFetch(text('', 503, 'Service Unavailable'));
    const store = newStore();
    await store.dispatch(testApi.endpoints.submitQuote.initiate({ companyName: 'Acme' }));
    expect(calls).toHaveLength(1);
  });

  it('never treats cached data as stale: a second reader gets it without a fetch', async () => {
    const calls = queueFetch(json([{ id: 'q1' }]));
    const store = newStore();
    await store.dispatch(testApi.endpoints.adminQuotes.initiate());
    const second = await store.dispatch(testApi.endpoints.adminQuotes.initiate());
    expect(second.data).toEqual([{ id: 'q1' }]);
    expect(calls).toHaveLength(1);
  });

  it('does not refetch when the window regains focus', async () => {
    const calls = queueFetch(json([{ id: 'q1' }]));
    const store = newStore();
    await store.dispatch(testApi.endpoints.adminQuotes.initiate());
    store.dispatch(freightApi.internalActions.onFocus());
    await Promise.resolve();
    expect(calls).toHaveLength(1);
  });

  it('keeps public landing data for 5 minutes after its last reader leaves', async () => {
    jest.useFakeTimers();
    queueFetch(json([{ name: 'Power Only' }]));
    const store = newStore();
    const subscription = store.dispatch(testApi.endpoints.landingServices.initiate());
    await subscription;
    subscription.unsubscribe();
    const cached = () => testApi.endpoints.landingServices.select()(stateOf(store)).data;
    jest.advanceTimersByTime(LANDING_CACHE_SECONDS * 1000 - 1000);
    expect(cached()).toEqual([{ name: 'Power Only' }]);
    jest.advanceTimersByTime(2000);
    expect(cached()).toBeUndefined();
  });

  it('lets a write in one area invalidate a list another area cached', async () => {
    const calls = queueFetch(json([]), json({ id: 'q1' }), json([{ id: 'q1' }]));
    const store = newStore();
    const adminList = store.dispatch(testApi.endpoints.adminQuotes.initiate());
    await adminList;
    await store.dispatch(testApi.endpoints.submitQuote.initiate({ companyName: 'Acme' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/quotes',
      '/api/quotes',
      '/api/admin/quotes',
    ]);
    expect(testApi.endpoints.adminQuotes.select()(stateOf(store)).data).toEqual([{ id: 'q1' }]);
    adminList.unsubscribe();
  });

  it('refuses an endpoint name another area already defined, naming it', () => {
    const tools = createAreaApi('tools', []);
    expect(() =>
      tools.injectEndpoints({
        endpoints: (build) => ({
          adminQuotes: build.query<Quote[], void>({ query: () => ({ key: ['/api/other'] }) }),
        }),
      }),
    ).toThrow('tools: the endpoint name "adminQuotes" is already taken');
  });

  it('refuses an endpoint name the same area already defined', () => {
    const admin = createAreaApi('admin', ['Quote']);
    const define = () =>
      admin.injectEndpoints({
        endpoints: (build) => ({
          adminQuoteCount: build.query<number, void>({ query: () => ({ key: ['/api/count'] }) }),
        }),
      });
    define();
    expect(define).toThrow('admin: the endpoint name "adminQuoteCount" is already taken');
  });
});
