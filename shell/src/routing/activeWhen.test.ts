import { activeWhenFor, routeMatcher } from './activeWhen';

const at = (pathname: string) => ({ pathname }) as Location;

describe('routeMatcher', () => {
  it('matches the home page exactly', () => {
    const home = routeMatcher('/');
    expect(home('/')).toBe(true);
    expect(home('')).toBe(true);
    expect(home('/tracking')).toBe(false);
    expect(home('/anything')).toBe(false);
  });

  it('matches a parameter segment with any value', () => {
    const review = routeMatcher('/review/:token');
    expect(review('/review/abc123')).toBe(true);
    expect(review('/review/abc123/')).toBe(true);
    expect(review('/review')).toBe(false);
    expect(review('/reviews/abc')).toBe(false);
  });

  it('matches a static path exactly or followed by more segments', () => {
    const admin = routeMatcher('/admin');
    expect(admin('/admin')).toBe(true);
    expect(admin('/admin/')).toBe(true);
    expect(admin('/admin/quotes')).toBe(true);
    expect(admin('/admin-login')).toBe(false);
    expect(admin('/administrator')).toBe(false);
  });
});

describe('activeWhenFor', () => {
  it('is active when any of the area routes matches', () => {
    const marketing = activeWhenFor(['/', '/review/:token']);
    expect(marketing(at('/'))).toBe(true);
    expect(marketing(at('/review/t0k3n'))).toBe(true);
    expect(marketing(at('/fleetfolio'))).toBe(false);
    expect(marketing(at('/no-such-page'))).toBe(false);
  });

  it('keeps FleetFolio paths apart from other areas', () => {
    const fleetfolio = activeWhenFor(['/fleetfolio', '/fleetfolio/login', '/fleetfolio/register']);
    expect(fleetfolio(at('/fleetfolio/login'))).toBe(true);
    expect(fleetfolio(at('/fleetfolios'))).toBe(false);
  });
});
