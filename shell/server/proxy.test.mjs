import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiProxy, forwardedFor, parseApiUrls } from './proxy.mjs';

/** A stand-in API that answers with the X-Forwarded-For it received. */
let api;
let apiUrl = '';
const proxies = [];

/**
 * The port a listening server took.
 * @param {http.Server} server
 */
function portOf(server) {
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

async function proxyAt(trustedHops) {
  const server = http.createServer(createApiProxy(apiUrl, { trustedHops }));
  proxies.push(server);
  return listen(server);
}

function forwardedThrough(proxyUrl, clientHeader) {
  const headers = clientHeader ? { 'X-Forwarded-For': clientHeader } : {};
  return new Promise((resolve, reject) => {
    http
      .get(`${proxyUrl}/api/echo`, { headers, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text).forwardedFor));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  api = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  });
  apiUrl = await listen(api);
});

afterAll(async () => {
  for (const server of [...proxies, api]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('X-Forwarded-For through the shell proxy', () => {
  it('replaces what a client wrote with the address it saw when it trusts no hop', async () => {
    const proxy = await proxyAt(0);
    expect(await forwardedThrough(proxy, '203.0.113.9')).toBe('127.0.0.1');
    expect(await forwardedThrough(proxy, undefined)).toBe('127.0.0.1');
  });

  it('appends the address it saw when a proxy in front of it is trusted', async () => {
    const proxy = await proxyAt(1);
    expect(await forwardedThrough(proxy, '203.0.113.9')).toBe('203.0.113.9, 127.0.0.1');
    expect(await forwardedThrough(proxy, undefined)).toBe('127.0.0.1');
  });

  it('joins repeated headers as one chain when appending', () => {
    expect(forwardedFor(['198.51.100.1', '198.51.100.2'], '10.0.0.5', 2)).toBe(
      '198.51.100.1, 198.51.100.2, 10.0.0.5',
    );
    expect(forwardedFor(['198.51.100.1'], '10.0.0.5', 0)).toBe('10.0.0.5');
  });
});

/** A stand-in API instance that answers with its name and the body it received. */
async function instance(name, { delayMs = 0 } = {}) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () =>
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ name, method: req.method, body }));
      }, delayMs),
    );
  });
  const url = await listen(server);
  return { server, url, port: portOf(server) };
}

async function stop(server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A port nothing listens on. */
async function closedPort() {
  const server = http.createServer();
  await listen(server);
  const port = portOf(server);
  await stop(server);
  return port;
}

function send(proxyUrl, method = 'GET', body) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${proxyUrl}/api/who`, { method, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function balancer(urls, options) {
  const proxy = createApiProxy(urls, options);
  const server = http.createServer(proxy);
  proxies.push(server);
  return { proxy, url: await listen(server) };
}

describe('balancing between API instances', () => {
  const started = [];
  afterAll(async () => {
    for (const { server } of started) if (server.listening) await stop(server);
  });
  const start = async (name, options) => {
    const running = await instance(name, options);
    started.push(running);
    return running;
  };

  it('reads several instances from API_URL', () => {
    expect(parseApiUrls(' http://api-1:4000 , http://api-2:4000').map(String)).toEqual([
      'http://api-1:4000/',
      'http://api-2:4000/',
    ]);
    expect(() => parseApiUrls(' , ')).toThrow('API_URL names no API instance');
    expect(() => parseApiUrls('not a url')).toThrow();
  });

  it('takes turns between idle instances', async () => {
    const [a, b] = [await start('a'), await start('b')];
    const { url } = await balancer([a.url, b.url]);
    const names = [];
    for (let n = 0; n < 10; n += 1) names.push((await send(url)).body.name);
    expect(names.filter((name) => name === 'a')).toHaveLength(5);
    expect(names.filter((name) => name === 'b')).toHaveLength(5);
  });

  it('sends the next requests to the instance with fewer under way', async () => {
    const [slow, quick] = [await start('slow', { delayMs: 400 }), await start('quick')];
    const { url } = await balancer([slow.url, quick.url]);
    const held = send(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const names = [];
    for (let n = 0; n < 4; n += 1) names.push((await send(url)).body.name);
    expect(names).toEqual(['quick', 'quick', 'quick', 'quick']);
    expect((await held).body.name).toBe('slow');
  });

  it('skips an instance that refuses connections, with the whole body, and tries it again later', async () => {
    const port = await closedPort();
    const b = await start('b');
    const { proxy, url } = await balancer([`http://127.0.0.1:${port}`, b.url], {
      retryAfterMs: 300,
    });
    for (let n = 0; n < 4; n += 1) {
      const answer = await send(url, 'POST', `{"quote":${n}}`);
      expect(answer).toEqual({
        status: 200,
        body: { name: 'b', method: 'POST', body: `{"quote":${n}}` },
      });
    }
    expect(proxy.upstreams()[0]).toMatchObject({ down: true, served: 0 });
    const back = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end(JSON.stringify({ name: 'a again' })));
    });
    await new Promise((resolve) => back.listen(port, '127.0.0.1', () => resolve(undefined)));
    started.push({ server: back });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const names = [];
    for (let n = 0; n < 4; n += 1) names.push((await send(url)).body.name);
    expect(names).toContain('a again');
    expect(proxy.upstreams()[0]).toMatchObject({ down: false });
  });

  it('serves every request from the other instance once one stops, kept-alive connections too', async () => {
    const [a, b] = [await start('a'), await start('b')];
    const { url } = await balancer([a.url, b.url]);
    for (let n = 0; n < 4; n += 1) await send(url);
    await stop(a.server);
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push(await (n % 2 ? send(url) : send(url, 'POST', 'x')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.every((answer) => answer.body.name === 'b')).toBe(true);
  });

  it('passes on a body of unknown length with any method', async () => {
    const { url } = await balancer([(await start('a')).url]);
    const answer = await new Promise((resolve, reject) => {
      const request = http.request(
        `${url}/api/who`,
        { method: 'DELETE', agent: false, headers: { 'Transfer-Encoding': 'chunked' } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(JSON.parse(text)));
        },
      );
      request.on('error', reject);
      request.write('{"ids":');
      request.end('[1]}');
    });
    expect(answer).toEqual({ name: 'a', method: 'DELETE', body: '{"ids":[1]}' });
  });

  it('answers 502 when no instance answers', async () => {
    const { url } = await balancer([
      `http://127.0.0.1:${await closedPort()}`,
      `http://127.0.0.1:${await closedPort()}`,
    ]);
    const answer = await send(url, 'POST', '{}');
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
  });
});
