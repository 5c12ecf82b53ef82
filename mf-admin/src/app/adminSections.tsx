import type { ReactNode } from 'react';
import { FieldVitalsTab } from '../features/field-vitals/FieldVitalsTab';
import { ApplicationsList } from '../features/applications/ApplicationsList';
import { QuotesList } from '../features/quotes/QuotesList';
import { ReviewManagement } from '../features/reviews/ReviewManagement';
import { SentMailList } from '../features/sent-mail/SentMailList';
import { CreateShipmentButton, InvoicesTab, ShipmentsTab } from '../features/shipments';

const SECTIONS = {
  quotes: () => (
    <QuotesList renderQuoteActions={(quote) => <CreateShipmentButton quote={quote} />} />
  ),
  shipments: () => <ShipmentsTab />,
  invoices: () => <InvoicesTab />,
  drivers: () => <ApplicationsList kind="drivers" />,
  operators: () => <ApplicationsList kind="owner-operators" />,
  reviews: () => <ReviewManagement />,
  'sent-mail': () => <SentMailList />,
  'web-vitals': () => <FieldVitalsTab />,
} satisfies Record<string, () => ReactNode>;

export type AdminSectionName = keyof typeof SECTIONS;

/**
 * The content of one tab of the panel, composed here so features never import each other.
 * Another feature adds a section here and its tab in adminTabs, or per-quote actions through
 * QuotesList's renderQuoteActions.
 */
export function AdminSection({ name }: { name: AdminSectionName }) {
  return SECTIONS[name]();
}
