import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@freight/ui';
import { createFreightStore, OPEN_QUOTE_EVENT } from '@freight/runtime';
import { COMPANY_DEFAULTS } from '@freight/contracts';
import { Header } from './Header';

function renderHeaderAt(path: string, settings: unknown = null) {
  window.history.pushState(null, '', path);
  global.fetch = jest.fn(async () => ({
    ok: settings !== null,
    status: settings !== null ? 200 : 500,
    statusText: '',
    text: async () => (settings === null ? '' : JSON.stringify(settings)),
  })) as unknown as typeof fetch;
  const navigate = jest.fn();
  render(
    <Provider store={createFreightStore()}>
      <ThemeProvider>
        <Header navigate={navigate} />
      </ThemeProvider>
    </Provider>,
  );
  return { navigate, user: userEvent.setup() };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** jsdom applies no media queries, so the page renders as on a phone: open the menu first. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('Header', () => {
  it('links every area, naming FleetFolio as the transport management system', async () => {
    const { user } = renderHeaderAt('/tracking');
    await openMenu(user);
    expect(nav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav().getByRole('link', { name: 'Trip Planner' })).toHaveAttribute(
      'href',
      '/trip-planner',
    );
    expect(nav().getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav().getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
    expect(nav().getByRole('link', { name: /FleetFolio TMS/ })).toHaveAttribute(
      'href',
      '/fleetfolio',
    );
  });

  it('marks the area link current on the paths below it', async () => {
    const { user } = renderHeaderAt('/fleetfolio/login');
    await openMenu(user);
    expect(nav().getByRole('link', { name: /FleetFolio TMS/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('follows the navigation: the new area link becomes current, and none in the admin panel', async () => {
    const { user } = renderHeaderAt('/tracking');
    await openMenu(user);
    const moveTo = (path: string) =>
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
    moveTo('/client-portal/shipments');
    expect(nav().getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav().getByRole('link', { name: 'Track Shipment' })).not.toHaveAttribute('aria-current');
    moveTo('/admin');
    expect(nav().queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('moves across areas with the shell navigation', async () => {
    const { navigate, user } = renderHeaderAt('/tracking');
    await openMenu(user);
    await user.click(nav().getByRole('link', { name: 'Trip Planner' }));
    expect(navigate).toHaveBeenCalledWith('/trip-planner');
  });

  it('scrolls to a landing section on the landing page', async () => {
    const { navigate, user } = renderHeaderAt('/');
    const section = document.createElement('section');
    section.id = 'careers';
    section.scrollIntoView = jest.fn();
    document.body.append(section);
    await openMenu(user);
    await user.click(nav().getByRole('link', { name: 'Careers' }));
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(navigate).not.toHaveBeenCalled();
    section.remove();
  });

  it('goes home with the section hash from any other page', async () => {
    const { navigate, user } = renderHeaderAt('/client-portal');
    await openMenu(user);
    await user.click(nav().getByRole('link', { name: 'Services' }));
    expect(navigate).toHaveBeenCalledWith('/#services');
  });

  it('opens the quote flow in place on the landing page', async () => {
    const listener = jest.fn();
    window.addEventListener(OPEN_QUOTE_EVENT, listener);
    const first = renderHeaderAt('/');
    await first.user.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(first.navigate).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_QUOTE_EVENT, listener);
  });

  it('sends Get Quote elsewhere to the landing page quote hash', async () => {
    const { navigate, user } = renderHeaderAt('/tracking');
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(navigate).toHaveBeenCalledWith('/#quote');
  });

  it('closes the mobile menu after a choice', async () => {
    const { user } = renderHeaderAt('/tracking');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute(
      'aria-controls',
      screen.getByRole('navigation', { hidden: true }).id,
    );
    await openMenu(user);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(nav().getByRole('link', { name: 'Client Portal' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the built-in phone until the company settings load, then the fetched one', async () => {
    renderHeaderAt('/tracking', {
      phone: '(312) 555-0199',
      usdotNumber: '1234567',
      mcNumber: 'MC-7654321',
    });
    expect(screen.getByText(COMPANY_DEFAULTS.phone)).toHaveAttribute(
      'aria-label',
      `Call us at ${COMPANY_DEFAULTS.phone}`,
    );
    const fetched = await screen.findByText('(312) 555-0199');
    expect(fetched).toHaveAttribute('href', 'tel:3125550199');
    expect(screen.getByText(/USDOT 1234567/)).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('keeps the built-in phone when the settings cannot be read', async () => {
    renderHeaderAt('/tracking', null);
    await act(async () => undefined);
    expect(screen.getByText(COMPANY_DEFAULTS.phone)).toHaveAttribute(
      'href',
      `tel:${COMPANY_DEFAULTS.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(global.fetch).toHaveBeenCalledWith('/api/company-settings', expect.anything());
  });
});
