import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { CountCards } from './CountCards';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('the admin count cards', () => {
  it('end their placeholders with a message and Retry when the counts cannot be read', async () => {
    stubFetch({
      'GET /api/admin/summary': [
        NETWORK_FAILURE,
        { status: 503 },
        { body: { quoteRequests: 7, driverApplications: 3, ownerOperators: 2 } },
      ],
    });
    renderInArea(<CountCards checking={false} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(card('Quote Requests')).toHaveTextContent('not known');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Network error: we could not reach the service.');
    await userEvent.click(within(again).getByRole('button', { name: 'Retry' }));
    expect(await within(card('Quote Requests')).findByText('7')).toBeVisible();
    expect(card('Owner Operators')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
