#!/usr/bin/env node
// The yardstick of the API benchmark: a bare Koa 3 app answering one fixed JSON body.
import Koa from 'koa';

const body = { ok: true, name: 'bare Koa', items: [1, 2, 3] };
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
const server = app.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () =>
  console.log(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
