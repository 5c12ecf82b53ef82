import { stubFetch } from './index';

const call = (url: string, init?: RequestInit) => fetch(url, init);

describe('stubFetch', () => {
  it('answers by METHOD url, records the parsed body, and fails loudly on anything else', async () => {
    const calls = stubFetch({
      'POST /api/quotes': (body) => ({ status: 201, body: { echoed: body } }),
    });
    const response = await call('/api/quotes', { method: 'POST', body: '{"a":1}' });
    expect(response.ok).toBe(true);
    expect(JSON.parse(await response.text())).toEqual({ echoed: { a: 1 } });
    expect(calls).toEqual([expect.objectContaining({ key: 'POST /api/quotes', body: { a: 1 } })]);
    await expect(call('/api/other')).rejects.toThrow('unexpected call GET /api/other');
  });

  it('uses a list of answers in turn and repeats the last one', async () => {
    stubFetch({ 'GET /api/me': [{ status: 401 }, { body: { id: 'c1' } }] });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('/api/me')).status);
    expect(statuses).toEqual([401, 200, 200]);
    const last = await (await call('/api/me')).text();
    expect(last).toBe('{"id":"c1"}');
  });

  it('answers from a route function for loosely matched urls', async () => {
    stubFetch((method, url) => ({ status: method === 'DELETE' ? 204 : 200, body: url }));
    const deleted = await call('/api/x/1', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('"/api/x/1"');
  });
});
