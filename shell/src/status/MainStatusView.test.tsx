import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@freight/ui';
import { MainStatusView } from './MainStatusView';
import { createStatusStore, type MainStatus } from './mainStatus';

function renderStatus(initial: MainStatus) {
  const store = createStatusStore(initial);
  const pageMeta = { set: jest.fn() };
  const navigate = jest.fn();
  render(
    <ThemeProvider>
      <MainStatusView store={store} pageMeta={pageMeta} navigate={navigate} />
    </ThemeProvider>,
  );
  return { store, pageMeta, navigate };
}

describe('MainStatusView', () => {
  it('paints the Page Not Found page with a link home and its title', async () => {
    const { pageMeta, navigate } = renderStatus({ kind: 'not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(pageMeta.set).toHaveBeenCalledWith(expect.objectContaining({ title: 'Page Not Found' }));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go back home' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('paints the outage fallback with a retry hint and a link home', () => {
    renderStatus({ kind: 'unavailable', area: 'mf_tools' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('paints nothing while an area owns the page', () => {
    const { store } = renderStatus({ kind: 'not-found' });
    act(() => store.set({ kind: 'area' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
