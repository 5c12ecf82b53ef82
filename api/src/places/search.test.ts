import { geocode, placesIndex, searchPlaces } from './search';

beforeAll(() => {
  placesIndex();
});

describe('searchPlaces', () => {
  it('finds places by name prefix, most populous first, in Nominatim shape', () => {
    const results = searchPlaces('Chica', 8);
    expect(results[0]).toMatchObject({
      display_name: 'Chicago, Illinois, United States',
      class: 'place',
      type: 'city',
      address: { city: 'Chicago', state: 'Illinois', country_code: 'us' },
    });
    expect(Number(results[0]?.lat)).toBeCloseTo(41.85, 1);
    expect(typeof results[0]?.lon).toBe('string');
    expect(results.length).toBeLessThanOrEqual(8);
  });

  it('limits the state with a comma or a trailing state code', () => {
    const inMissouri = searchPlaces('Springfield, MO', 8);
    expect(inMissouri).toHaveLength(1);
    expect(inMissouri[0]?.address.state).toBe('Missouri');
    const inOhio = searchPlaces('Springfield oh', 8);
    expect(inOhio[0]?.address.state).toBe('Ohio');
    const partlyTypedState = searchPlaces('Springfield, Mass', 8);
    expect(partlyTypedState[0]?.address.city).toBe('Springfield');
    expect(partlyTypedState.every((place) => place.address.state === 'Massachusetts')).toBe(true);
    const byCode = searchPlaces('Monroe, NE', 8);
    expect(byCode.every((place) => place.address.state === 'Nebraska')).toBe(true);
  });

  it('ranks every Springfield by population when no state is given', () => {
    const states = searchPlaces('Springfield', 3).map((place) => place.address.state);
    expect(states).toEqual(['Missouri', 'Massachusetts', 'Illinois']);
  });

  it('treats St. and Saint alike', () => {
    expect(searchPlaces('saint lou', 1)[0]?.display_name).toBe(
      'St. Louis, Missouri, United States',
    );
    expect(searchPlaces('st. louis, mo', 1)[0]?.address.city).toBe('St. Louis');
  });

  it('answers ZIP codes by prefix as postcodes', () => {
    const results = searchPlaces('6060', 5);
    expect(results).toHaveLength(5);
    expect(results.every((place) => place.address.postcode?.startsWith('6060'))).toBe(true);
    const exact = searchPlaces('75201', 8);
    expect(exact[0]).toMatchObject({
      type: 'postcode',
      display_name: '75201, Dallas, Texas, United States',
      address: { postcode: '75201', city: 'Dallas', state: 'Texas' },
    });
  });

  it('knows small towns that only have a ZIP code', () => {
    const results = searchPlaces('Aaronsburg, PA', 8);
    expect(results[0]).toMatchObject({ type: 'hamlet', address: { city: 'Aaronsburg' } });
  });

  it('returns nothing for text that names no place', () => {
    expect(searchPlaces('qqqzzz', 8)).toEqual([]);
    expect(searchPlaces('Chicago, Atlantis', 8)).toEqual([]);
    expect(searchPlaces('99999', 8)).toEqual([]);
  });
});

describe('geocode', () => {
  it.each([
    ['Chicago, IL', 'Chicago', 'IL'],
    ['Chicago, Illinois', 'Chicago', 'IL'],
    ['Chicago, Illinois, United States', 'Chicago', 'IL'],
    ['Dallas TX', 'Dallas', 'TX'],
    ['dallas', 'Dallas', 'TX'],
    ['St. Louis, MO', 'St. Louis', 'MO'],
    ['Raleigh North Carolina', 'Raleigh', 'NC'],
    ['123 Main St, Springfield, IL', 'Springfield', 'IL'],
    ['Portland, Maine', 'Portland', 'ME'],
  ])('resolves %s', (text, city, state) => {
    expect(geocode(text)).toMatchObject({ query: text, city, state });
  });

  it('resolves a ZIP code, alone or in an address', () => {
    expect(geocode('60601')).toMatchObject({ city: 'Chicago', state: 'IL', postcode: '60601' });
    expect(geocode('75201, Dallas, Texas, United States')?.postcode).toBe('75201');
    expect(geocode('Dallas, TX 75201-1234')?.postcode).toBe('75201');
  });

  it('refuses unknown places and cities in the wrong state', () => {
    expect(geocode('Xyzzyville')).toBeUndefined();
    expect(geocode('Chicago, TX')).toBeUndefined();
    expect(geocode('')).toBeUndefined();
  });
});
