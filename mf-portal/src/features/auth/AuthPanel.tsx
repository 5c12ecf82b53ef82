import { lazyExport } from '@freight/runtime';
import { Suspense, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@freight/ui';

// The forms (react-hook-form, joi and the schemas) load only for a visitor who is not signed in,
// so a signed-in client's dashboard does not wait for them.
const LoginForm = lazyExport(() => import('./LoginForm'), 'LoginForm');
const RegisterForm = lazyExport(() => import('./RegisterForm'), 'RegisterForm');

function FormLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton $height="14rem" />}>{children}</Suspense>;
}

/** Sign in or register: what a visitor of /client-portal sees until signed in. */
export function AuthPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Client Portal</CardTitle>
        <CardDescription>
          Sign in to follow your shipments, invoices and quote requests.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="sign-in">
          <TabList label="Client portal account">
            <Tab value="sign-in">Sign In</Tab>
            <Tab value="register">Register</Tab>
          </TabList>
          <TabPanel value="sign-in">
            <FormLoading>
              <LoginForm />
            </FormLoading>
          </TabPanel>
          <TabPanel value="register">
            <FormLoading>
              <RegisterForm />
            </FormLoading>
          </TabPanel>
        </Tabs>
      </CardContent>
    </Card>
  );
}
