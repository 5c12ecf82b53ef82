import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_FIELD_MESSAGES, QUOTE_MESSAGES } from '@freight/contracts';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';
import { fillRequiredQuoteFields } from './fillQuoteFields';
import { InlineQuoteForm } from './InlineQuoteForm';

const fillRequired = (user: ReturnType<typeof userEvent.setup>) =>
  fillRequiredQuoteFields(user, 'ltl');

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('InlineQuoteForm', () => {
  it('shows the additional freight type and a required requested date once a service is chosen', async () => {
    const user = userEvent.setup();
    renderInArea(<InlineQuoteForm />);
    expect(screen.queryByLabelText(/Additional Freight Type/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Requested Date/)).not.toBeInTheDocument();
    await fillRequired(user);
    expect(screen.getByLabelText('Additional Freight Type (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    expect(await screen.findByText(QUOTE_FIELD_MESSAGES.requestedDate)).toBeInTheDocument();
    expect(screen.getByLabelText(/Requested Date/)).toHaveAttribute('aria-required', 'true');
  });

  it('asks where and how the driver assists only for driver-assist', async () => {
    const user = userEvent.setup();
    renderInArea(<InlineQuoteForm />);
    expect(screen.getByLabelText('Driver Assistance')).toHaveValue('no-touch');
    expect(screen.queryByLabelText(/Assistance Location/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Driver Assistance'), 'driver-assist');
    expect(screen.getByLabelText(/Assistance Location/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    expect(await screen.findByText(QUOTE_FIELD_MESSAGES.assistanceLocation)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_FIELD_MESSAGES.assistanceType)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Driver Assistance'), 'no-touch');
    expect(screen.queryByLabelText(/Assistance Type/)).not.toBeInTheDocument();
  });

  it('names a bad email and phone', async () => {
    const user = userEvent.setup();
    renderInArea(<InlineQuoteForm />);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    expect(await screen.findByText(QUOTE_FIELD_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_FIELD_MESSAGES.phone)).toBeInTheDocument();
  });

  it('sends every inline field, shows Submitting..., and resets on success', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/quotes'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : fetchAnswer(200, []),
    );
    const { services } = renderInArea(<InlineQuoteForm />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Requested Date/), '2030-05-01');
    await user.selectOptions(screen.getByLabelText(/Additional Freight Type/), 'reefer');
    await user.selectOptions(screen.getByLabelText('Driver Assistance'), 'driver-assist');
    await user.selectOptions(screen.getByLabelText(/Assistance Location/), 'delivery');
    await user.selectOptions(screen.getByLabelText(/Assistance Type/), 'pallet-jack');
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/quotes');
    expect(JSON.parse(init.body)).toMatchObject({
      freightType: 'ltl',
      requestedDate: '2030-05-01',
      additionalFreightType: 'reefer',
      driverAssistance: 'driver-assist',
      assistanceLocation: 'delivery',
      assistanceType: 'pallet-jack',
    });
    answer(await fetchAnswer(201, { id: 'q1', reference: 'Q-7K3M9P', confirmationMailed: false }));
    await waitFor(() => expect(screen.getByLabelText(/Company Name/)).toHaveValue(''));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(QUOTE_MESSAGES.successTitle);
    expect(status).toHaveTextContent(`${QUOTE_MESSAGES.referenceLabel}: Q-7K3M9P`);
    // The mail quotas held the confirmation back: the shipper is not told it was mailed.
    expect(status).toHaveTextContent(QUOTE_MESSAGES.referenceNoMailNote);
    expect(status).not.toHaveTextContent(QUOTE_MESSAGES.referenceNote);
    expect(services.toast.show).toHaveBeenCalledWith({
      title: QUOTE_MESSAGES.successTitle,
      description: QUOTE_MESSAGES.successDescription,
    });
  });
});
