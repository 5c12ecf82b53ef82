import { screen } from '@testing-library/react';
import { renderInArea } from '@freight/runtime/testing';
import { StatusBadge } from './StatusBadge';

describe('status badge', () => {
  it.each([
    ['pending', 'Pending', 'yellow'],
    ['contacted', 'Contacted', 'blue'],
    ['quoted', 'Quoted', 'green'],
    ['closed', 'Closed', 'grey'],
    ['reviewed', 'Reviewed', 'blue'],
    ['hired', 'Hired', 'green'],
    ['approved', 'Approved', 'green'],
    ['rejected', 'Rejected', 'red'],
    ['in_transit', 'In Transit', 'grey'],
  ])('shows %s as %s in %s', (status, label, colour) => {
    renderInArea(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-colour', colour);
    expect(screen.queryByText(status)).toBeNull();
  });
});
