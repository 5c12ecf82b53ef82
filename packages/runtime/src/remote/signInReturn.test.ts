import { pathAfterSignIn, signInState } from './signInReturn';

describe('pathAfterSignIn', () => {
  it('returns to the page of the area asked for before signing in', () => {
    const state = signInState({ pathname: '/admin/quotes', search: '?status=pending' });
    expect(pathAfterSignIn(state, '/admin')).toBe('/admin/quotes?status=pending');
    expect(pathAfterSignIn({ from: '/admin?status=x' }, '/admin')).toBe('/admin?status=x');
  });

  it('goes home without a state, or with one outside the area', () => {
    expect(pathAfterSignIn(null, '/admin')).toBe('/admin');
    expect(pathAfterSignIn({ from: 42 }, '/admin')).toBe('/admin');
    expect(pathAfterSignIn({ from: '/administrator' }, '/admin')).toBe('/admin');
    expect(pathAfterSignIn({ from: 'https://evil.example/admin' }, '/admin')).toBe('/admin');
    expect(pathAfterSignIn({ from: '/fleetfolio' }, '/admin')).toBe('/admin');
  });
});
