import { READ_TIME_LIMIT_MS, freightBaseQuery, urlFromKey, type ApiRequest } from './baseQuery';
import { json, queueFetch, text } from './testing';

const api = { signal: new AbortController().signal } as Parameters<typeof freightBaseQuery>[1];
const run = (request: ApiRequest) => freightBaseQuery(request, api, {});

describe('the shared data-access rules (spec 000 §7)', () => {
  it('reads GET the query key parts joined by slashes', async () => {
    const calls = queueFetch(json({ status: 'in_transit' }));
    await run({ key: ['/api/shipments/track', 'FC-123'] });
    expect(calls[0]?.url).toBe('/api/shipments/track/FC-123');
    expect(calls[0]?.init.method).toBe('GET');
    expect(urlFromKey(['/api/a', 1, 'b'])).toBe('/api/a/1/b');
  });

  it('includes credentials on reads and writes', async () => {
    const calls = queueFetch(json([]), json({}));
    await run({ key: ['/api/services'] });
    await run({ url: '/api/admin/logout', method: 'POST' });
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'include']);
  });

  it('sends a JSON body with a JSON content type only when a body is given', async () => {
    const calls = queueFetch(json({}), json({}));
    await run({ url: '/api/quotes', method: 'POST', body: { companyName: 'Acme' } });
    await run({ url: '/api/admin/logout', method: 'POST' });
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"companyName":"Acme"}');
    expect(calls[1]?.init.headers).toBeUndefined();
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it('passes multipart bodies through without a JSON content type', async () => {
    const calls = queueFetch(json({}));
    const form = new FormData();
    form.append('firstName', 'Ada');
    await run({ url: '/api/applications/driver', method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toBeUndefined();
  });

  it('turns a failed answer into "status: body"', async () => {
    queueFetch(text('{"message":"Invalid username or password"}', 401, 'Unauthorized'));
    const result = await run({ url: '/api/admin/login', method: 'POST', body: {} });
    expect(result.error).toEqual({
      status: 401,
      message: '401: {"message":"Invalid username or password"}',
      data: { message: 'Invalid username or password' },
    });
  });

  it('uses the status text when the failed answer has no body', async () => {
    queueFetch(text('', 503, 'Service Unavailable'));
    const result = await run({ key: ['/api/services'] });
    expect(result.error?.message).toBe('503: Service Unavailable');
  });

  it('fails a read on 401 by default', async () => {
    queueFetch(text('', 401, 'Unauthorized'));
    const result = await run({ key: ['/api/client-portal/me'] });
    expect(result.error?.status).toBe(401);
  });

  it('resolves a read to null on 401 when configured to', async () => {
    queueFetch(text('', 401, 'Unauthorized'));
    const result = await run({ key: ['/api/client-portal/me'], returnNullOn401: true });
    expect(result).toEqual({ data: null });
  });

  it('reports a network failure as status 0 with its message', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await run({ key: ['/api/services'] });
    expect(result.error).toEqual({ status: 0, message: 'Failed to fetch' });
  });

  describe('a read nobody answers', () => {
    /** A fetch that never answers, and fails only when its signal is aborted. */
    function hangingFetch() {
      global.fetch = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      ) as unknown as typeof fetch;
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fails as unreachable after the time limit, so no placeholder spins forever', async () => {
      hangingFetch();
      const result = run({ key: ['/api/services'] });
      jest.advanceTimersByTime(READ_TIME_LIMIT_MS);
      await expect(result).resolves.toEqual({
        error: { status: 0, message: 'The service did not answer in time.' },
      });
    });

    it('gives a write no time limit: it may have been stored', async () => {
      hangingFetch();
      let settled = false;
      void Promise.resolve(run({ url: '/api/quotes', method: 'POST', body: {} })).then(
        () => (settled = true),
      );
      await jest.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS * 3);
      expect(settled).toBe(false);
    });
  });
});
