import { screen, within } from '@testing-library/react';
import type { ClientQuote } from '@freight/contracts';
import { renderInArea } from '@freight/runtime/testing';
import { QuotesList } from './QuotesList';

const quote = (id: string, freightType: string, status = 'pending'): ClientQuote => ({
  id,
  reference: `Q-${id}`,
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  freightType,
  weight: '',
  requestedDate: '2099-12-01',
  status: status as ClientQuote['status'],
  createdAt: '2026-11-20T00:00:00.000Z',
});

describe('the quotes of the client portal', () => {
  it('names the freight type, never its stored code', () => {
    renderInArea(
      <QuotesList quotes={[quote('A1', 'ftl'), quote('B2', 'ltl'), quote('C3', 'power-only')]} />,
    );
    const [first, second, third] = within(
      screen.getByRole('list', { name: 'Quote requests' }),
    ).getAllByRole('listitem');
    expect(first).toHaveTextContent('FTL (Full Truckload)');
    expect(second).toHaveTextContent('LTL (Less Than Truckload)');
    expect(third).toHaveTextContent('Power Only');
    expect(screen.queryByText(/^ftl\b/)).not.toBeInTheDocument();
  });

  it('shows a code it has no label for as stored, rather than hiding it', () => {
    renderInArea(<QuotesList quotes={[quote('D4', 'Dry Van')]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Dry Van');
  });
});
