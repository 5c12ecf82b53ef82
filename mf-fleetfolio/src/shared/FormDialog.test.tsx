import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@freight/ui';
import { FormFrame } from './FormDialog';

describe('FormFrame', () => {
  it('sends one submission for a double click, and takes the next once it has ended', async () => {
    let finish = () => {};
    const onSubmit = jest.fn(
      (event: { preventDefault: () => void }) =>
        new Promise<void>((resolve) => {
          event.preventDefault();
          finish = resolve;
        }),
    );
    render(
      <ThemeProvider theme={theme}>
        <FormFrame busy={false} submitLabel="Save" onCancel={() => {}} onSubmit={onSubmit}>
          <input aria-label="Name" />
        </FormFrame>
      </ThemeProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
