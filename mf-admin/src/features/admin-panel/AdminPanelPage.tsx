import { useEffect } from 'react';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Container,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  media,
} from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Counts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const COUNT_CARDS = ['Quote Requests', 'Driver Applications', 'Owner Operators'];

const TABS = [
  { value: 'quotes', label: 'Quotes' },
  { value: 'drivers', label: 'Drivers' },
  { value: 'operators', label: 'Operators' },
  { value: 'reviews', label: 'Review Management' },
];

export function AdminPanelPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Admin Panel',
      description: 'Quote requests, driver and owner-operator applications, and reviews.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  return (
    <Page>
      <h1>Admin Panel</h1>
      <Counts>
        {COUNT_CARDS.map((title) => (
          <Card key={title}>
            <CardHeader>
              <CardDescription>{title}</CardDescription>
            </CardHeader>
            <CardContent>
              <Skeleton $height="2rem" $width="4rem" />
            </CardContent>
          </Card>
        ))}
      </Counts>
      <Tabs defaultValue="quotes">
        <TabList label="Admin sections">
          {TABS.map(({ value, label }) => (
            <Tab key={value} value={value}>
              {label}
            </Tab>
          ))}
        </TabList>
        {TABS.map(({ value }) => (
          <TabPanel key={value} value={value}>
            <Skeleton $height="10rem" />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
