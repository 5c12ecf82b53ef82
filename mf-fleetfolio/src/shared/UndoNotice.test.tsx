import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@freight/ui';
import { UndoProvider, useOfferUndo, type DeletedRecord } from './UndoNotice';

function DeleteButton({ deleted }: { deleted: DeletedRecord }) {
  const offerUndo = useOfferUndo();
  return <button onClick={() => offerUndo(deleted)}>Delete it</button>;
}

const renderWith = (deleted: DeletedRecord) =>
  render(
    <ThemeProvider theme={theme}>
      <UndoProvider>
        <DeleteButton deleted={deleted} />
      </UndoProvider>
    </ThemeProvider>,
  );

describe('UndoNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('offers Undo after a delete and says the record is back once restored', async () => {
    const restore = jest.fn().mockResolvedValue({});
    renderWith({ label: 'driver Ann Lee', restore });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted driver Ann Lee.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo deleting driver Ann Lee' }));
    expect(restore).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Restored driver Ann Lee.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
  });

  it("shows the API's reason when the undo is refused", async () => {
    const restore = jest.fn().mockRejectedValue({
      status: 410,
      data: { message: 'The 10 seconds to undo this deletion have passed' },
    });
    renderWith({ label: 'trip TR-1', restore });
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo deleting trip TR-1' }));
    expect(
      await screen.findByText('The 10 seconds to undo this deletion have passed'),
    ).toBeInTheDocument();
  });

  it('takes Undo away when the 10 seconds the API keeps a deletion are over', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWith({ label: 'customer Acme', restore: jest.fn() });
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('button', { name: 'Undo deleting customer Acme' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
