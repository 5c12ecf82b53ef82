/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadOnIntent } from './preload';

describe('preloadOnIntent', () => {
  it('starts loading the part when the person points at the control', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => ({}));
    render(<button {...preloadOnIntent(load)}>Set Price</button>);
    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Set Price' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading the part when the control gets the keyboard focus', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => ({}));
    render(<button {...preloadOnIntent(load)}>Create Shipment</button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create Shipment' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
