import type { AdminTab } from '../features/admin-panel/AdminPanelPage';
import { ApplicationsList } from '../features/applications/ApplicationsList';
import { QuotesList } from '../features/quotes/QuotesList';
import { ReviewManagement } from '../features/reviews/ReviewManagement';
import { SentMailList } from '../features/sent-mail/SentMailList';
import { CreateShipmentButton, InvoicesTab, ShipmentsTab } from '../features/shipments';

/**
 * The admin panel's tabs, composed here so features never import each other. Another feature
 * adds a tab to this list, or per-quote actions through QuotesList's renderQuoteActions.
 */
export const adminTabs: AdminTab[] = [
  {
    value: 'quotes',
    label: 'Quotes',
    render: () => (
      <QuotesList renderQuoteActions={(quote) => <CreateShipmentButton quote={quote} />} />
    ),
  },
  { value: 'shipments', label: 'Shipments', render: () => <ShipmentsTab /> },
  { value: 'invoices', label: 'Invoices', render: () => <InvoicesTab /> },
  { value: 'drivers', label: 'Drivers', render: () => <ApplicationsList kind="drivers" /> },
  {
    value: 'operators',
    label: 'Operators',
    render: () => <ApplicationsList kind="owner-operators" />,
  },
  { value: 'reviews', label: 'Review Management', render: () => <ReviewManagement /> },
  { value: 'sent-mail', label: 'Sent Mail', render: () => <SentMailList /> },
];
