import { Button } from '@freight/ui';
import { ADMIN_AUTH_MESSAGES } from '@freight/contracts';
import { useShellServices } from '@freight/runtime';
import { useAdminLogoutMutation } from './api';

/** Ends the admin session; success goes to /admin-login. */
export function LogoutButton() {
  const { toast, navigation } = useShellServices();
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const onClick = async () => {
    try {
      await logout().unwrap();
      navigation.navigate('/admin-login');
    } catch {
      toast.show({
        title: ADMIN_AUTH_MESSAGES.logoutErrorTitle,
        description: ADMIN_AUTH_MESSAGES.logoutErrorDescription,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button $variant="outline" onClick={onClick} disabled={isLoading}>
      Logout
    </Button>
  );
}
