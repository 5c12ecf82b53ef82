import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from './ThemeProvider';
import { Dialog } from './Dialog';

function Harness({
  closeDisabled = false,
  confirmDiscard = false,
}: {
  closeDisabled?: boolean;
  confirmDiscard?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Send Review Request"
        description="The broker receives a link"
        closeDisabled={closeDisabled}
        confirmDiscard={confirmDiscard}
      >
        <label htmlFor="broker">Broker name</label>
        <input id="broker" />
        <button type="button">Send</button>
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a modal labelled by its title and focuses its first field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Review Request' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The broker receives a link');
    expect(screen.getByLabelText('Broker name')).toHaveFocus();
  });

  it('keeps Tab inside and wraps in both directions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Broker name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape and the close button is disabled while closing is blocked', async () => {
    const user = userEvent.setup();
    render(<Harness closeDisabled />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('asks before discarding typed input on Escape, and keeps it on Keep editing', async () => {
    const user = userEvent.setup();
    render(<Harness confirmDiscard />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Broker name'), 'Keyboard Co');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: /Discard what you entered/ });
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Broker name')).toHaveValue('Keyboard Co');
    expect(screen.getByLabelText('Broker name')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Back instead of leaving the page, and asks first when it holds input', async () => {
    const user = userEvent.setup();
    render(<Harness confirmDiscard />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Broker name'), 'Keyboard Co');
    expect(window.history.state).toHaveProperty('freightDialog');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('alertdialog', { name: /Discard what you entered/ })).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Back without asking when nothing was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a dialog opened in place of another one open, and Back then closes it', async () => {
    function Swap() {
      const [which, setWhich] = useState<'info' | 'apply' | null>('info');
      return (
        <ThemeProvider>
          <Dialog open={which === 'info'} onClose={() => setWhich(null)} title="Driver Positions">
            <button type="button" onClick={() => setWhich('apply')}>
              Apply Now
            </button>
          </Dialog>
          <Dialog open={which === 'apply'} onClose={() => setWhich(null)} title="Application">
            <input aria-label="First Name" />
          </Dialog>
        </ThemeProvider>
      );
    }
    const user = userEvent.setup();
    render(<Swap />);
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('dialog', { name: 'Application' })).toBeInTheDocument();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
