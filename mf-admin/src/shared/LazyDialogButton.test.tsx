import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyExport } from '@freight/runtime';
import { renderInArea } from '@freight/runtime/testing';
import { LazyDialogButton } from './LazyDialogButton';

function PriceDialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Price for Acme Foods">
      <button onClick={onClose}>Cancel</button>
    </div>
  );
}

/** 'Set Price', whose dialog `load` brings. */
function renderSetPrice(load: () => Promise<{ PriceDialog: typeof PriceDialog }>) {
  const LazyPriceDialog = lazyExport(load, 'PriceDialog');
  renderInArea(
    <LazyDialogButton
      label="Set Price"
      load={load}
      renderDialog={(close) => <LazyPriceDialog onClose={close} />}
    />,
  );
}

describe('LazyDialogButton', () => {
  it('starts loading the dialog when the button is pointed at, and opens it on click', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => ({ PriceDialog }));
    renderSetPrice(load);
    await user.hover(screen.getByRole('button', { name: 'Set Price' }));
    expect(load).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Set Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price for Acme Foods' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('says a dialog whose code failed to load could not be shown, keeps its button, and Try again opens it', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('chunk failed');
      return { PriceDialog };
    });
    renderSetPrice(load);
    await user.click(screen.getByRole('button', { name: 'Set Price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Set Price could not be shown. Try again, or reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Set Price' })).toBeVisible();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Price for Acme Foods' })).toBeVisible();
    errors.mockRestore();
  });
});
