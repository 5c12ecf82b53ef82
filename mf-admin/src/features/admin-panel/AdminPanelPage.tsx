import { Suspense, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Container, Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { PartErrorBoundary, useShellServices, useTabAddress } from '@freight/runtime';
import { CountCards } from './CountCards';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One tab of the panel; the app composes the list so features never import each other. */
export interface AdminTab {
  value: string;
  label: string;
  /** The tab's content, which may load on demand (a placeholder shows meanwhile). */
  render: () => ReactNode;
}

interface AdminPanelPageProps {
  tabs: AdminTab[];
  /** Header controls next to 'Back to Website' (the app passes the logout button). */
  headerActions?: ReactNode;
  /**
   * While the sign-in state is still checked: the panel's frame with placeholders and no data
   * reads, so a signed-in admin sees the panel at once (it is also the prerendered first screen).
   */
  checking: boolean;
}

export function AdminPanelPage({ tabs, headerActions, checking }: AdminPanelPageProps) {
  const { pageMeta, navigation } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Admin Panel',
      description: 'Quote requests, driver and owner-operator applications, and reviews.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  const backToWebsite = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.navigate('/');
  };

  return (
    <Page aria-busy={checking || undefined}>
      <Header>
        <h1>Admin Panel</h1>
        <Actions>
          <Button as="a" href="/" $variant="ghost" onClick={backToWebsite}>
            Back to Website
          </Button>
          {headerActions}
        </Actions>
      </Header>
      <CountCards checking={checking} />
      {checking ? <Skeleton $height="12rem" /> : <PanelTabs tabs={tabs} />}
    </Page>
  );
}

/** Where the panel lives: the first tab at `/admin`, each tab at `/admin/<value>`. */
const ADMIN_PATH = '/admin';

function PanelTabs({ tabs }: { tabs: AdminTab[] }) {
  const values = useMemo(() => tabs.map(({ value }) => value), [tabs]);
  const { tab, selectTab } = useTabAddress(ADMIN_PATH, values);
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabList label="Admin sections">
        {tabs.map(({ value, label }) => (
          <Tab key={value} value={value}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ value, label, render }) => (
        <TabPanel key={value} value={value}>
          <PartErrorBoundary name={label}>
            <Suspense fallback={<Skeleton $height="12rem" />}>{render()}</Suspense>
          </PartErrorBoundary>
        </TabPanel>
      ))}
    </Tabs>
  );
}
