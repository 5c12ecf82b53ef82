import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLIENT_PORTAL_MESSAGES as M,
  TRACKING_MESSAGES,
  type ClientShipment,
  type InvoiceView,
} from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { Route, Routes } from 'react-router-dom';
import { Dashboard } from './Dashboard';

const client = {
  id: 'c1',
  email: 'ops@acme.test',
  companyName: 'Acme',
  contactName: 'Ann',
  phone: '',
  emailVerified: true,
};

function shipment(id: string, status: ClientShipment['status']): ClientShipment {
  return {
    id,
    shipmentNumber: `FC-${id.toUpperCase()}`,
    status,
    pickupAddress: 'Chicago, IL',
    deliveryAddress: 'Dallas, TX',
    driverName: 'Sam',
    driverPhone: '312-555-0100',
    truckNumber: 'T-1',
    estimatedPickupDate: '2026-12-01T00:00:00.000Z',
    estimatedDeliveryDate: '2026-12-03T00:00:00.000Z',
    documents: [],
    updates: [],
    route: {
      pickup: { name: 'Chicago, IL', lat: 41.88, lon: -87.63 },
      delivery: { name: 'Dallas, TX', lat: 32.78, lon: -96.8 },
      line: [
        [-87.63, 41.88],
        [-96.8, 32.78],
      ],
      lastKnown: null,
    },
    deliveryEstimate: { basis: 'schedule', at: '2026-12-03T00:00:00.000Z' },
  };
}

const invoice: InvoiceView = {
  id: 'i1',
  invoiceNumber: 'INV-2026-ABCD',
  shipmentId: 's1',
  shipmentNumber: 'FC-S1',
  amount: 2500,
  dueDate: '2026-12-31T00:00:00.000Z',
  status: 'pending',
  paidAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
};

const quote = {
  id: 'q1',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  freightType: 'Dry Van',
  weight: '',
  requestedDate: '2026-12-01T00:00:00.000Z',
  status: 'pending',
  createdAt: '2026-11-20T00:00:00.000Z',
};

function renderDashboard(
  lists: { shipments: unknown[]; invoices: unknown[]; quotes: unknown[] },
  path = '/client-portal',
) {
  stubFetch({
    'GET /api/client-portal/shipments': { status: 200, body: lists.shipments },
    'GET /api/client-portal/invoices': { status: 200, body: lists.invoices },
    'GET /api/client-portal/quotes': { status: 200, body: lists.quotes },
  });
  const dashboard = <Dashboard client={client} logout={<button>Logout</button>} />;
  return renderInArea(
    <Routes>
      <Route path="/client-portal/:tab?" element={dashboard} />
    </Routes>,
    { path },
  );
}

const countOf = (label: string) => screen.getByText(label).closest('li');

describe('client dashboard', () => {
  it('shows the empty texts of each tab', async () => {
    renderDashboard({ shipments: [], invoices: [], quotes: [] });
    expect(await screen.findByText(M.noShipments)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText(M.noInvoices)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Quotes' }));
    expect(await screen.findByText(M.noQuotes)).toBeVisible();
  });

  it('counts shipments on the road, delivered, pending invoices and pending quotes', async () => {
    renderDashboard({
      shipments: [
        shipment('s1', 'in_transit'),
        shipment('s2', 'out_for_delivery'),
        shipment('s5', 'cancelled'),
        shipment('s3', 'delivered'),
        shipment('s4', 'pending'),
      ],
      invoices: [invoice, { ...invoice, id: 'i2', status: 'paid' }],
      quotes: [quote, { ...quote, id: 'q2', status: 'quoted' }],
    });
    await screen.findByRole('list', { name: 'Shipments' });
    expect(countOf('Active Shipments')).toHaveTextContent('2');
    expect(countOf('Completed Shipments')).toHaveTextContent('1');
    expect(countOf('Unpaid Invoices')).toHaveTextContent('1');
    expect(countOf('Pending Quotes')).toHaveTextContent('1');
  });

  it("shows each quote's reference when it has one", async () => {
    renderDashboard({
      shipments: [],
      invoices: [],
      quotes: [
        { ...quote, reference: 'Q-7K3M9P' },
        { ...quote, id: 'q2' },
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Quotes' }));
    const quotes = await screen.findByRole('list', { name: 'Quote requests' });
    const [withReference, without] = within(quotes).getAllByRole('listitem');
    expect(withReference).toHaveTextContent('Reference Q-7K3M9P');
    expect(without).not.toHaveTextContent('Reference');
  });

  it('offers call driver and view details with progress, the map, documents and the timeline', async () => {
    const pod = {
      id: 'd1',
      kind: 'POD' as const,
      filename: 'pod-signed.pdf',
      uploadedAt: '2026-12-03T18:00:00.000Z',
    };
    renderDashboard({
      shipments: [{ ...shipment('s1', 'in_transit'), documents: [pod] }],
      invoices: [],
      quotes: [],
    });
    const card = await screen.findByRole('listitem', { name: 'Shipment FC-S1' });
    expect(within(card).getByRole('link', { name: /Call Driver/ })).toHaveAttribute(
      'href',
      'tel:312-555-0100',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Shipment FC-S1' });
    expect(within(dialog).getByText(TRACKING_MESSAGES.noUpdates)).toBeVisible();
    expect(within(dialog).getByText('In Transit', { selector: 'dd' })).toBeVisible();
    // The progress and the map load with the dialog's first opening.
    const steps = await within(dialog).findByRole('list', { name: 'Shipment progress' });
    expect(within(steps).getByText('In Transit').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(dialog).getByText('Estimate: the scheduled delivery date')).toBeVisible();
    const map = within(dialog).getByRole('img', {
      name: 'Route map from Chicago, IL to Dallas, TX',
    });
    expect(await within(map).findAllByText('Texas')).toHaveLength(1);
    expect(
      within(dialog).getByRole('link', { name: 'Proof of Delivery (pod-signed.pdf)' }),
    ).toHaveAttribute('href', '/api/client-portal/shipments/s1/documents/d1');
  });

  it('shows invoices in USD with US dates and a PDF download', async () => {
    renderDashboard({ shipments: [], invoices: [invoice], quotes: [] });
    await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    const card = await screen.findByRole('listitem', { name: 'Invoice INV-2026-ABCD' });
    expect(card).toHaveTextContent('$2,500.00');
    expect(card).toHaveTextContent('12/31/2026');
    expect(within(card).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/client-portal/invoices/i1/pdf',
    );
  });

  it('keeps the tab in the address: a click pushes it, Back returns, a link opens it', async () => {
    const { history } = renderDashboard({ shipments: [], invoices: [], quotes: [] });
    await userEvent.click(await screen.findByRole('tab', { name: 'Invoices' }));
    expect(history.url).toBe('/client-portal/invoices');
    expect(await screen.findByText(M.noInvoices)).toBeVisible();
    await history.back();
    expect(history.url).toBe('/client-portal');
    expect(screen.getByRole('tab', { name: 'Shipments' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab its address names', async () => {
    renderDashboard({ shipments: [], invoices: [], quotes: [] }, '/client-portal/quotes');
    expect(await screen.findByText(M.noQuotes)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('replaces an unknown tab by Shipments', async () => {
    const { history } = renderDashboard(
      { shipments: [], invoices: [], quotes: [] },
      '/client-portal/no-such-tab',
    );
    expect(await screen.findByText(M.noShipments)).toBeVisible();
    expect(history.url).toBe('/client-portal');
  });

  describe('when the service cannot be reached', () => {
    const networkError = () => {
      throw new TypeError('Failed to fetch');
    };

    function renderFailing(shipments: () => { status: number; body: unknown }) {
      stubFetch({
        'GET /api/client-portal/shipments': shipments,
        'GET /api/client-portal/invoices': { status: 503, body: { message: 'down' } },
        'GET /api/client-portal/quotes': { status: 200, body: [quote] },
      });
      return renderInArea(
        <Routes>
          <Route
            path="/client-portal/:tab?"
            element={<Dashboard client={client} logout={<button>Logout</button>} />}
          />
        </Routes>,
        { path: '/client-portal' },
      );
    }

    it('says so with Retry, never an empty list or a zero count, and Retry loads the list', async () => {
      let failing = true;
      renderFailing(() => {
        if (failing) networkError();
        return { status: 200, body: [shipment('s1', 'in_transit')] };
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(screen.queryByText(M.noShipments)).not.toBeInTheDocument();
      expect(countOf('Active Shipments')).toHaveTextContent('not known');
      expect(countOf('Unpaid Invoices')).toHaveTextContent('not known');
      expect(countOf('Pending Quotes')).toHaveTextContent('1');
      failing = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('listitem', { name: 'Shipment FC-S1' })).toBeVisible();
      expect(countOf('Active Shipments')).toHaveTextContent('1');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says a 5xx is unreachable too, and keeps a list it had, marked as out of date', async () => {
      const quoted = {
        ...quote,
        reference: 'Q-7K3M9P',
        status: 'quoted',
        requestedDate: '2099-12-01',
        price: { lineHaul: 1200, fuelSurcharge: 0, accessorials: [], total: 1200 },
      };
      const priced = { ...quoted, price: { ...quoted.price, validUntil: '2099-12-31' } };
      let quotesAnswer = { status: 200, body: [priced] as unknown };
      stubFetch({
        'GET /api/client-portal/shipments': { status: 200, body: [] },
        'GET /api/client-portal/invoices': { status: 200, body: [] },
        'GET /api/client-portal/quotes': () => quotesAnswer,
        'POST /api/client-portal/quotes/q1/accept': () => {
          quotesAnswer = { status: 500, body: { message: 'Internal server error' } };
          return { status: 200, body: { ...priced, status: 'accepted' } };
        },
      });
      renderInArea(
        <Routes>
          <Route
            path="/client-portal/:tab?"
            element={<Dashboard client={client} logout={<button>Logout</button>} />}
          />
        </Routes>,
        { path: '/client-portal/quotes' },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Network error: we could not reach the service. Please try again. What is shown below may be out of date.',
      );
      expect(screen.getByRole('list', { name: 'Quote requests' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
  });
});
