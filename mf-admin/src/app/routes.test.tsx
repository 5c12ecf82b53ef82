import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AreaRoutes,
  createFreightStore,
  RemoteProviders,
  type ShellServices,
} from '@freight/runtime';
import { routes } from './routes';

function renderAt(path: string) {
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  };
  render(
    <RemoteProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes routes={routes} />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return services;
}

describe('admin login frame', () => {
  it('refuses blank (after trimming) credentials with the spec toast', async () => {
    const user = userEvent.setup();
    const services = renderAt('/admin-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please enter both username and password',
      variant: 'destructive',
    });
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAt('/admin-login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('goes back to the main site through the shell navigation', async () => {
    const user = userEvent.setup();
    const services = renderAt('/admin-login');
    await user.click(screen.getByRole('link', { name: /back to main site/i }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('renders the admin panel frame with its four tabs', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});
