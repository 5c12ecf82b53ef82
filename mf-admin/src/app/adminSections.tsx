import { lazyExport } from '@freight/runtime';
import type { ComponentType } from 'react';

// Each tab's section is its own chunk, so the panel's first screen evaluates the open tab's
// code alone; the quote list's comes without joi (its forms load it when they are used), whose
// evaluation was the first screen's longest task on a phone-speed CPU. The route loads the
// addressed tab's section during the sign-in check and the others after the first input.
const loadQuotes = () => import('./QuotesSection');
const loadShipments = () => import('../features/shipments/ShipmentsTab');
const loadInvoices = () => import('../features/shipments/InvoicesTab');
const loadApplications = () => import('../features/applications/ApplicationsList');
const loadReviews = () => import('../features/reviews/ReviewManagement');
const loadSentMail = () => import('../features/sent-mail/SentMailList');
const loadFieldVitals = () => import('../features/field-vitals/FieldVitalsTab');

const QuotesSection = lazyExport(loadQuotes, 'QuotesSection');
const ShipmentsTab = lazyExport(loadShipments, 'ShipmentsTab');
const InvoicesTab = lazyExport(loadInvoices, 'InvoicesTab');
const ApplicationsList = lazyExport(loadApplications, 'ApplicationsList');
const ReviewManagement = lazyExport(loadReviews, 'ReviewManagement');
const SentMailList = lazyExport(loadSentMail, 'SentMailList');
const FieldVitalsTab = lazyExport(loadFieldVitals, 'FieldVitalsTab');

interface Section {
  Content: ComponentType;
  load: () => Promise<unknown>;
}

const SECTIONS = {
  quotes: { Content: QuotesSection, load: loadQuotes },
  shipments: { Content: ShipmentsTab, load: loadShipments },
  invoices: { Content: InvoicesTab, load: loadInvoices },
  drivers: { Content: () => <ApplicationsList kind="drivers" />, load: loadApplications },
  operators: {
    Content: () => <ApplicationsList kind="owner-operators" />,
    load: loadApplications,
  },
  reviews: { Content: ReviewManagement, load: loadReviews },
  'sent-mail': { Content: SentMailList, load: loadSentMail },
  'web-vitals': { Content: FieldVitalsTab, load: loadFieldVitals },
} satisfies Record<string, Section>;

export type AdminSectionName = keyof typeof SECTIONS;

const isSection = (name: string): name is AdminSectionName => Object.hasOwn(SECTIONS, name);

/** Loads the code of the section at `/admin/<name>`; the first tab's at `/admin`. */
export const loadSection = (name: string | undefined) =>
  SECTIONS[name && isSection(name) ? name : 'quotes'].load();

/** Each section's load once (drivers and operators share theirs), in the tabs' order. */
export const SECTION_LOADS = [...new Set(Object.values(SECTIONS).map(({ load }) => load))];

/**
 * The content of one tab of the panel, composed here so features never import each other.
 * Another feature adds a section here and its tab in adminTabs, or per-quote actions through
 * QuotesList's renderQuoteActions.
 */
export function AdminSection({ name }: { name: AdminSectionName }) {
  const { Content } = SECTIONS[name];
  return <Content />;
}
