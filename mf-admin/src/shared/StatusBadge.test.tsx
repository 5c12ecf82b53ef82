import { render, screen } from '@testing-library/react';
import { RemoteProviders, createFreightStore, type ShellServices } from '@freight/runtime';
import { StatusBadge } from './StatusBadge';

const services: ShellServices = {
  toast: { show: jest.fn(), dismiss: jest.fn() },
  pageMeta: { set: jest.fn() },
  navigation: { navigate: jest.fn() },
  store: createFreightStore(),
};

describe('status badge', () => {
  it.each([
    ['pending', 'yellow'],
    ['contacted', 'blue'],
    ['quoted', 'green'],
    ['closed', 'grey'],
    ['reviewed', 'purple'],
    ['hired', 'green'],
    ['approved', 'green'],
    ['rejected', 'red'],
    ['something-else', 'grey'],
  ])('shows %s in %s', (status, colour) => {
    render(
      <RemoteProviders services={services}>
        <StatusBadge status={status} />
      </RemoteProviders>,
    );
    expect(screen.getByText(status)).toHaveAttribute('data-colour', colour);
  });
});
