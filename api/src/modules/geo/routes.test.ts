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
