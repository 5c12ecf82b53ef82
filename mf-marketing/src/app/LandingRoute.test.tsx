import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestQuote } from '@freight/runtime';
import { renderInArea } from '@freight/runtime/testing';
import { LandingRoute } from './LandingRoute';

// Uppy (ES modules only) is exercised by the browser test; here the modal gets an idle uploader.
jest.mock('../features/quote/documents/uppyUploader', () => ({
  startUppyUploader: () => ({
    add: () => [],
    remove: () => undefined,
    retry: () => undefined,
    reset: () => undefined,
    destroy: () => undefined,
  }),
}));

function renderRoute() {
  renderInArea(<LandingRoute />);
}

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
  // As in a browser at the top of the page: the contact form's box never comes near the
  // viewport here, so it stays its preview (jsdom has no IntersectionObserver of its own).
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView = jest.fn();
  window.history.replaceState(null, '', '/');
});

// The whole landing page renders in jsdom with each dialog: on a busy 2-core machine a test
// took over jest's default 5 s.
jest.setTimeout(15_000);

describe('LandingRoute', () => {
  it("opens the quote modal on the shell's request, with the service chosen", async () => {
    renderRoute();
    act(() => requestQuote({ freightType: 'power-only' }));
    // The first test imports the lazily loaded modal (and joi) cold: give it time to arrive.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Get Your Free Quote' },
      { timeout: 8000 },
    );
    expect(within(dialog).getByLabelText(/Primary Service/)).toHaveValue('power-only');
  });

  it('opens the quote modal asked for before the page mounted (on its prerendered copy)', async () => {
    requestQuote({ freightType: 'ftl' });
    renderRoute();
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Free Quote' });
    expect(within(dialog).getByLabelText(/Primary Service/)).toHaveValue('ftl');
  });

  it('opens the quote modal when loaded with #quote', async () => {
    window.history.replaceState(null, '', '/#quote');
    renderRoute();
    expect(await screen.findByRole('dialog', { name: 'Get Your Free Quote' })).toBeInTheDocument();
  });

  it('scrolls to the section named by the hash once loaded', async () => {
    window.history.replaceState(null, '', '/#careers');
    renderRoute();
    await screen.findByRole('heading', { name: 'Careers' });
    await act(async () => undefined);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('goes from Learn More to the application', async () => {
    const user = userEvent.setup();
    renderRoute();
    await user.click(await screen.findByRole('button', { name: 'Learn More about CDL Drivers' }));
    await user.click(screen.getByRole('button', { name: 'Apply Now as CDL Driver' }));
    // The application and its form load on demand: on a busy machine that takes over a second.
    expect(
      await screen.findByRole('dialog', { name: 'Driver Application' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'CDL Driver Positions' })).not.toBeInTheDocument();
  }, 30_000);
});
