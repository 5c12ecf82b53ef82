import { useTestDatabase } from '../../test';

const test = useTestDatabase();

describe('GET /api/geo/search', () => {
  it('answers the address input query in Nominatim shape', async () => {
    const response = await test
      .request()
      .get('/api/geo/search')
      .query({ format: 'json', addressdetails: 1, limit: 8, countrycodes: 'us', q: 'Dallas, TX' })
      .expect(200);
    expect(response.body[0]).toMatchObject({
      display_name: 'Dallas, Texas, United States',
      class: 'place',
      type: 'city',
      address: { city: 'Dallas', state: 'Texas', country_code: 'us' },
    });
    expect(response.body.length).toBeLessThanOrEqual(8);
  });

  it('may be kept a day and revalidated a week more, answering 304 to the ETag it gave', async () => {
    const search = () => test.request().get('/api/geo/search').query({ q: 'Dallas, TX' });
    const first = await search().expect(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    const again = await search().set('If-None-Match', String(first.headers.etag));
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it.each([
    [{ q: '' }],
    [{ q: 'x'.repeat(201) }],
    [{ q: 'Dallas', limit: 0 }],
    [{ q: 'Dallas', limit: 51 }],
    [{ q: 'Dallas', countrycodes: 'ca' }],
    [{ q: 'Dallas', format: 'xml' }],
    [{ q: 'Dallas', extra: '1' }],
  ])('refuses %j with 400', async (query) => {
    await test.request().get('/api/geo/search').query(query).expect(400);
  });
});
