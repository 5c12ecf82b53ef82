import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiProxy, forwardedFor } from './proxy.mjs';

/** A stand-in API that answers with the X-Forwarded-For it received. */
let api;
let apiUrl = '';
const proxies = [];

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
