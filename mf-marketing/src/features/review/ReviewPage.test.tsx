import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswer,
} from '@freight/runtime/testing';
import { ReviewPage } from './ReviewPage';

const TOKEN = 'A'.repeat(43);
const INVITATION = {
  brokerName: 'Bea Broker',
  brokerEmail: 'bea@brokers.test',
  companyName: 'Brokers Inc',
  projectDescription: 'Dallas to Atlanta reefer lane',
};

/** Fake fetch: GET answers the invitation, POST answers `post`; returns the posted bodies. */
function fakeFetch(get: StubAnswer, post: StubAnswer = { status: 201, body: { id: 'r1' } }) {
  const calls = stubFetch((method) => (method === 'POST' ? post : get));
  return {
    get posted() {
      return calls.filter((call) => call.method === 'POST').map((call) => call.body);
    },
  };
}

function renderPage() {
  return renderInArea(
    <Routes>
      <Route path="/review/:token" element={<ReviewPage />} />
    </Routes>,
    { path: `/review/${TOKEN}` },
  ).services;
}

describe('public review form', () => {
  it('is pre-filled from the request', async () => {
    fakeFetch({ status: 200, body: INVITATION });
    renderPage();
    expect(await screen.findByLabelText(/Your Name/)).toHaveValue('Bea Broker');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('bea@brokers.test');
    expect(screen.getByLabelText(/Company/)).toHaveValue('Brokers Inc');
    expect(screen.getByRole('option', { name: 'Drop Trailer Service' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 Excellent' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Poor' })).toBeInTheDocument();
  });

  it('asks for a rating, then for review text, before sending anything', async () => {
    const fake = fakeFetch({ status: 200, body: INVITATION });
    const user = userEvent.setup();
    const services = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(services.toast.show).toHaveBeenLastCalledWith({
      title: 'Rating Required',
      description: 'Please select a star rating before submitting.',
      variant: 'destructive',
    });
    const ratingToast = services.toast.show.mock.results.at(-1)!.value as number;
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(rating).toHaveAccessibleDescription('Please select a star rating before submitting.');
    expect(screen.getByRole('radio', { name: '1 Poor' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '4 Very Good' }));
    // The rating the toast asked for is given: its toast goes at once (review D45).
    expect(services.toast.dismiss).toHaveBeenCalledWith(ratingToast);
    expect(rating).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText(/^Your Review/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(services.toast.show).toHaveBeenLastCalledWith({
      title: 'Review Text Required',
      description: 'Please write a review before submitting.',
      variant: 'destructive',
    });
    expect(fake.posted).toEqual([]);
  });

  it('submits the review and shows the thank-you page', async () => {
    const fake = fakeFetch({ status: 200, body: INVITATION });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: '5 Excellent' }));
    await user.selectOptions(screen.getByLabelText(/Service/), 'Power Only Service');
    await user.type(screen.getByLabelText(/^Your Review/), 'On time, every time.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Submitted!' }),
    ).toBeInTheDocument();
    expect(fake.posted).toEqual([
      {
        reviewerName: 'Bea Broker',
        reviewerEmail: 'bea@brokers.test',
        reviewerCompany: 'Brokers Inc',
        serviceType: 'Power Only Service',
        rating: 5,
        reviewText: 'On time, every time.',
      },
    ]);
  });

  it('shows the server message when submitting fails', async () => {
    fakeFetch(
      { status: 200, body: INVITATION },
      { status: 410, body: { message: 'A review has already been submitted for this request.' } },
    );
    const user = userEvent.setup();
    const services = renderPage();
    await user.click(await screen.findByRole('radio', { name: '3 Good' }));
    await user.type(screen.getByLabelText(/^Your Review/), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenLastCalledWith({
        title: 'Error',
        description: 'A review has already been submitted for this request.',
        variant: 'destructive',
      }),
    );
  });

  it('shows the unavailable page with the server message and a way home', async () => {
    fakeFetch({ status: 410, body: { message: 'This review request has expired.' } });
    const user = userEvent.setup();
    const services = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Not Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This review request has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Homepage' }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    fakeFetch({ status: 404 });
    renderPage();
    expect(
      await screen.findByText('This review request is no longer available or has expired.'),
    ).toBeInTheDocument();
  });

  it('does not call the link dead when the service could not be reached', async () => {
    fakeFetch({ status: 502 });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Unreachable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/we could not reach the service/)).toBeInTheDocument();
    expect(screen.queryByText(/no longer available or has expired/)).not.toBeInTheDocument();
  });

  it('offers Retry when the link could not be checked, and Retry opens the form', async () => {
    stubFetch({ [`GET /api/review/${TOKEN}`]: [NETWORK_FAILURE, { body: INVITATION }] });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: '3 Good' })).toBeInTheDocument();
  });

  it('keeps the review when sending it cannot reach the service, and Retry sends it', async () => {
    const calls = stubFetch((method) =>
      method === 'POST' ? { status: 503 } : { status: 200, body: INVITATION },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: '4 Very Good' }));
    await user.type(screen.getByLabelText(/^Your Review/), 'On time, every time.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.getByLabelText(/^Your Review/)).toHaveValue('On time, every time.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted[1]).toEqual(posted[0]);
  });

  it('states the limits of the review schema on the inputs once the form is first used', async () => {
    const user = userEvent.setup();
    fakeFetch({ status: 200, body: INVITATION });
    renderPage();
    const name = await screen.findByLabelText(/Your Name/);
    expect(name).not.toHaveAttribute('maxlength');
    await user.click(name);
    await waitFor(() => expect(name).toHaveAttribute('maxlength', '200'));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText(/^Your Review/)).toHaveAttribute('maxlength', '5000');
  });
});
