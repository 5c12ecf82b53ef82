#!/usr/bin/env node
// Serves one remote's dist folder the way it is deployed: its own origin and port,
// compressed, with cache headers per file kind and CORS so the shell's page may load it.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { cacheControlFor } from './static-headers.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '3001' } },
});
const root = path.resolve(values.dir);
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    handler(req, res, { public: root, directoryListing: false, etag: true });
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
