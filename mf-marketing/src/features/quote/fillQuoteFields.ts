import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Tests only: types the quote form's required fields as a visitor would, with `service` chosen. */
export async function fillRequiredQuoteFields(
  user: ReturnType<typeof userEvent.setup>,
  service: string,
) {
  await user.type(screen.getByLabelText(/Company Name/), 'Acme Foods');
  await user.type(screen.getByLabelText(/Contact Name/), 'Ann Lee');
  await user.type(screen.getByLabelText(/^Email/), 'ann@acme.test');
  await user.type(screen.getByLabelText(/^Phone/), '555 123 4567');
  await user.type(screen.getByRole('combobox', { name: /Pickup Location/ }), 'Dallas, TX');
  await user.type(screen.getByRole('combobox', { name: /Delivery Location/ }), 'Atlanta, GA');
  await user.selectOptions(screen.getByLabelText(/Primary Service/), service);
}
