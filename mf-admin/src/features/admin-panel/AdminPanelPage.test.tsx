import { screen } from '@testing-library/react';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { AdminPanelPage, type AdminTab } from './AdminPanelPage';

function BrokenSection(): never {
  throw new Error('chunk failed');
}

describe('admin panel tabs', () => {
  it("keeps a tab's failure inside its panel: the header and the tabs stay", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      'GET /api/admin/summary': {
        body: { quoteRequests: 0, driverApplications: 0, ownerOperators: 0 },
      },
    });
    const tabs: AdminTab[] = [
      { value: 'quotes', label: 'Quotes', render: () => <BrokenSection /> },
      { value: 'shipments', label: 'Shipments', render: () => <p>Shipments list</p> },
    ];
    renderInArea(<AdminPanelPage tabs={tabs} checking={false} />, { path: '/admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Quotes could not be shown. Try again, or reload the page.',
    );
    expect(screen.getByRole('tab', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
