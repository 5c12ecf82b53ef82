import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { LoadForm } from './LoadForm';

describe('LoadForm', () => {
  it('requires every field and sends nothing while one is missing', async () => {
    const calls = stubFetch(() => ({ status: 201 }));
    renderInArea(<LoadForm onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Load' }));
    for (const message of [
      'Load number is required',
      'Customer is required',
      'Pickup location is required',
      'Delivery location is required',
      'Pickup date is required',
      'Delivery date is required',
      'Rate is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('posts a complete load with a numeric rate and closes', async () => {
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    const onClose = jest.fn();
    const { services } = renderInArea(<LoadForm onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Load Number/), 'LD-7');
    await userEvent.type(screen.getByLabelText(/Customer/), 'Acme Foods');
    await userEvent.type(screen.getByLabelText(/Pickup Location/), 'Chicago, IL');
    await userEvent.type(screen.getByLabelText(/Delivery Location/), 'Dallas, TX');
    await userEvent.type(screen.getByLabelText(/Pickup Date/), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/Delivery Date/), '2026-03-02');
    await userEvent.type(screen.getByLabelText(/Rate/), '1800.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Load' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/fleetfolio/loads',
        method: 'POST',
        body: {
          loadNumber: 'LD-7',
          customer: 'Acme Foods',
          pickupLocation: 'Chicago, IL',
          deliveryLocation: 'Dallas, TX',
          pickupDate: '2026-03-01',
          deliveryDate: '2026-03-02',
          rate: 1800.5,
        },
      }),
    ]);
    expect(services.toast.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Load Planned' }),
    );
  });
});
