import { screen } from '@testing-library/react';
import { renderInArea } from '@freight/runtime/testing';
import { StatusBadge } from './StatusBadge';

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
    renderInArea(<StatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveAttribute('data-colour', colour);
  });
});
