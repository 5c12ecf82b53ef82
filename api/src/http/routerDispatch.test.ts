import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { errorMiddleware } from './errorMiddleware';
import { prefixKey, routerDispatch } from './routerDispatch';

function appWith(routers: Router[]): Koa {
  const app = new Koa();
  app.use(errorMiddleware);
  app.use(routerDispatch(routers));
  return app;
}

function routers() {
  const calls: string[] = [];
  const landing = new Router({ prefix: '/api' });
  landing.get('/services', (ctx) => {
    ctx.body = ['services'];
  });
  const admin = new Router({ prefix: '/api/admin' });
  admin.use(async (ctx, next) => {
    calls.push('admin guard');
    await next();
  });
  admin.get('/quotes', (ctx) => {
    ctx.body = ['quotes'];
  });
  const review = new Router({ prefix: '/api/review' });
  review.get('/:token', (ctx) => {
    ctx.body = { token: ctx.params.token };
  });
  const anyPath = new Router();
  anyPath.get('/:area/echo', (ctx) => {
    ctx.body = { area: ctx.params.area };
  });
  return { calls, list: [landing, admin, review, anyPath] };
}

describe('routerDispatch', () => {
  it('keys a path by its first two segments, lowercased', () => {
    expect(prefixKey('/API/Admin/quotes/1')).toBe('/api/admin');
    expect(prefixKey('/api/services')).toBe('/api/services');
    expect(prefixKey('/')).toBe('/');
  });

  it('answers each route from its own router, with params and case-insensitive paths', async () => {
    const app = appWith(routers().list).callback();
    expect((await request(app).get('/api/services')).body).toEqual(['services']);
    expect((await request(app).get('/API/Services')).body).toEqual(['services']);
    expect((await request(app).get('/api/admin/quotes')).body).toEqual(['quotes']);
    expect((await request(app).get('/api/review/abc')).body).toEqual({ token: 'abc' });
  });

  it('runs a router whose first segments are patterns for every path', async () => {
    const app = appWith(routers().list).callback();
    expect((await request(app).get('/trips/echo')).body).toEqual({ area: 'trips' });
  });

  it('does not run a router for paths outside its prefixes', async () => {
    const { calls, list } = routers();
    const app = appWith(list).callback();
    await request(app).get('/api/services');
    expect(calls).toEqual([]);
    await request(app).get('/api/admin/quotes');
    expect(calls).toEqual(['admin guard']);
  });

  it('keeps the 404, 405 and 501 answers', async () => {
    const app = appWith(routers().list).callback();
    expect((await request(app).get('/api/nothing')).status).toBe(404);
    expect((await request(app).post('/api/services')).status).toBe(405);
    expect((await request(app).propfind('/api/nothing')).status).toBe(501);
  });
});
