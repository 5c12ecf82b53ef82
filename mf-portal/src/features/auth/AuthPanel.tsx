import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@freight/ui';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

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
            <LoginForm />
          </TabPanel>
          <TabPanel value="register">
            <RegisterForm />
          </TabPanel>
        </Tabs>
      </CardContent>
    </Card>
  );
}
