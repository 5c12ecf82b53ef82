import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { FetchFailure, useTabAddress } from '@freight/runtime';
import type { ClientUser } from '@freight/contracts';
import { useClientInvoicesQuery, useClientQuotesQuery, useClientShipmentsQuery } from './api';
import { portalCounts } from './counts';
import { CountCards } from './CountCards';
import { InvoicesList } from './InvoicesList';
import { QuotesList } from './QuotesList';
import { ShipmentsList } from './ShipmentsList';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

interface Loaded<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * A list, or why it is missing: a failure is never shown as an empty list, and a list that
 * loaded before stays, marked as possibly out of date.
 */
function Panel<T>({ query, children }: { query: Loaded<T>; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <Skeleton $height="6rem" />;
  return (
    <>
      {query.isError && (
        <FetchFailure
          error={query.error}
          fallback="This list could not be loaded. Please try again later."
          onRetry={() => void query.refetch()}
          stale={query.data !== undefined}
        />
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

interface DashboardProps {
  client: ClientUser;
  /** The sign-out control, supplied by the app from the auth feature. */
  logout: ReactNode;
  /** The account's settings (the shipment update mails), supplied by the app. */
  settings?: ReactNode;
}

/** The tabs, each at its address: `/client-portal` (Shipments), `/client-portal/invoices`, … */
const PORTAL_PATH = '/client-portal';
const TABS = ['shipments', 'invoices', 'quotes'] as const;

/**
 * The signed-in client's own shipments, invoices and quote requests. The tab lives in the
 * address: a click is a history entry, a reload or a link opens the tab.
 */
export function Dashboard({ client, logout, settings }: DashboardProps) {
  const { tab, selectTab } = useTabAddress(PORTAL_PATH, TABS);
  const shipments = useClientShipmentsQuery();
  const invoices = useClientInvoicesQuery();
  const quotes = useClientQuotesQuery();
  const counts = portalCounts(shipments.data, invoices.data, quotes.data);
  return (
    <Layout>
      <Header>
        <div>
          <h1>Client Portal</h1>
          <p>
            {client.companyName} · {client.contactName} ({client.email})
          </p>
        </div>
        {logout}
      </Header>
      {settings}
      <CountCards counts={counts} />
      <Tabs value={tab} onValueChange={(value) => selectTab(value as (typeof TABS)[number])}>
        <TabList label="Your account">
          <Tab value="shipments">Shipments</Tab>
          <Tab value="invoices">Invoices</Tab>
          <Tab value="quotes">Quotes</Tab>
        </TabList>
        <TabPanel value="shipments">
          <Panel query={shipments}>{(data) => <ShipmentsList shipments={data} />}</Panel>
        </TabPanel>
        <TabPanel value="invoices">
          <Panel query={invoices}>{(data) => <InvoicesList invoices={data} />}</Panel>
        </TabPanel>
        <TabPanel value="quotes">
          <Panel query={quotes}>{(data) => <QuotesList quotes={data} />}</Panel>
        </TabPanel>
      </Tabs>
    </Layout>
  );
}
