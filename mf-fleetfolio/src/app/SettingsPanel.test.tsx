import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { SettingsPanel } from './SettingsPanel';

const acme = {
  id: '4'.repeat(24),
  customerName: 'Acme Foods',
  customerType: 'shipper',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  notes: '',
};

function renderSettings(path: string) {
  stubFetch((_method, url) => {
    if (url.startsWith('/api/fleetfolio/customers/page')) {
      return { body: { items: [acme], total: 1, nextCursor: null } };
    }
    if (url === `/api/fleetfolio/customers/${acme.id}`) return { body: acme };
    return { body: [] };
  });
  return renderInArea(<SettingsPanel />, { path });
}

const cardButton = (title: string) => screen.getByRole('button', { name: `Open ${title}` });
const TITLES = ['Customers', 'FileSafe', 'User Guide', 'Support'];
/** The open section, below the cards (first: the customers table inside is a region too). */
const openSection = () =>
  screen.queryAllByRole('region', { name: new RegExp(`^(${TITLES.join('|')})$`) })[0] ?? null;

describe('Settings & More', () => {
  it('reopens the card, its table filter and its open customer from the address, as a reload does', async () => {
    const { history } = renderSettings(
      `/fleetfolio/settings-and-more?section=customers&status=shipper&customer=${acme.id}`,
    );
    expect(cardButton('Customers')).toHaveAttribute('aria-expanded', 'true');
    expect(cardButton('FileSafe')).toHaveAttribute('aria-expanded', 'false');
    expect(openSection()).toHaveAccessibleName('Customers');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Acme Foods');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(history.url).toBe('/fleetfolio/settings-and-more?section=customers&status=shipper');
    expect(screen.getByLabelText('Type')).toHaveValue('shipper');
  });

  it('makes each card opened a history entry: Back and Forward move between them', async () => {
    const { history } = renderSettings('/fleetfolio/settings-and-more');
    expect(openSection()).toBeNull();
    await userEvent.click(cardButton('Customers'));
    expect(history.url).toBe('/fleetfolio/settings-and-more?section=customers');
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'shipper');
    expect(history.url).toBe('/fleetfolio/settings-and-more?section=customers&status=shipper');
    // The next card starts without the customers table's filter.
    await userEvent.click(cardButton('User Guide'));
    expect(history.url).toBe('/fleetfolio/settings-and-more?section=user-guide');
    expect(openSection()).toHaveAccessibleName('User Guide');

    await history.back();
    expect(cardButton('Customers')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Type')).toHaveValue('shipper');
    await history.back();
    expect(screen.getByLabelText('Type')).toHaveValue('');
    await history.back();
    expect(openSection()).toBeNull();
    await history.forward();
    expect(cardButton('Customers')).toHaveAttribute('aria-expanded', 'true');

    // Its button closes an open card, also a history entry.
    await userEvent.click(cardButton('Customers'));
    expect(history.url).toBe('/fleetfolio/settings-and-more');
    expect(openSection()).toBeNull();
  });

  it('shows every card closed for a section the address does not know', () => {
    renderSettings('/fleetfolio/settings-and-more?section=billing');
    expect(openSection()).toBeNull();
    for (const title of TITLES) {
      expect(cardButton(title)).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
