/** Builds a fetch stub answering each call from a queue of responses (tests only). */
export function queueFetch(...responses: Array<() => Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchStub = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected fetch of ${url}`);
    return next();
  });
  global.fetch = fetchStub as unknown as typeof fetch;
  return calls;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const text =
  (body: string, status: number, statusText = '') =>
  () =>
    new Response(body, { status, statusText });
