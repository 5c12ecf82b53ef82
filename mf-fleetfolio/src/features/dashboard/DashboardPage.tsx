import { useEffect } from 'react';
import styled from 'styled-components';
import { Container, Skeleton, Tab, TabList, TabPanel, Tabs } from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
`;

const TABS = [
  'Dashboard',
  'Load Planner',
  'Trips',
  'Invoices',
  'Drivers',
  'Equipment',
  'Reports',
  'Settings & More',
];

export function DashboardPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'FleetFolio Dashboard',
      description:
        'Plan loads, dispatch trips, manage drivers and equipment, and invoice in two clicks.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  return (
    <Page $width="wide">
      <h1>FleetFolio</h1>
      <Tabs defaultValue="Dashboard">
        <TabList label="FleetFolio sections">
          {TABS.map((tab) => (
            <Tab key={tab} value={tab}>
              {tab}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => (
          <TabPanel key={tab} value={tab}>
            <Skeleton $height="16rem" />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
