import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from './ThemeProvider';
import { DetailList } from './DetailList';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists the entries in the given order with their meta line and body', () => {
    render(
      <ThemeProvider>
        <Timeline
          label="Shipment updates"
          entries={[
            { id: '2', title: 'Delivered', meta: 'Dallas, TX' },
            { id: '1', title: 'In Transit', meta: 'Joplin, MO', body: 'On schedule' },
          ]}
        />
      </ThemeProvider>,
    );
    const items = within(screen.getByRole('list', { name: 'Shipment updates' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'DeliveredDallas, TX',
      'In TransitJoplin, MOOn schedule',
    ]);
  });
});

describe('DetailList', () => {
  it('pairs each label with its value in a description list', () => {
    render(
      <ThemeProvider>
        <DetailList items={[{ label: 'Truck Number', value: 'T-42' }]} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Truck Number');
    expect(screen.getByRole('definition')).toHaveTextContent('T-42');
  });
});
