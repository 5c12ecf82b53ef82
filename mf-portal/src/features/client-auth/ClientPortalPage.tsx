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
} from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export function ClientPortalPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Client Portal',
      description: 'Sign in to see your shipments, invoices and quote requests.',
      canonicalPath: '/client-portal',
    });
  }, [pageMeta]);

  return (
    <Page $width="narrow">
      <h1>Client Portal</h1>
      <Card>
        <CardHeader>
          <CardDescription>Track your shipments, invoices and quotes in one place.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="sign-in">
            <TabList label="Client account">
              <Tab value="sign-in">Sign In</Tab>
              <Tab value="register">Register</Tab>
            </TabList>
            <TabPanel value="sign-in">
              <Skeleton $height="12rem" />
            </TabPanel>
            <TabPanel value="register">
              <Skeleton $height="18rem" />
            </TabPanel>
          </Tabs>
        </CardContent>
      </Card>
    </Page>
  );
}
