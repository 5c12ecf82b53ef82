import { Button } from '@freight/ui';
import { useClientLogoutMutation } from './api';

export function LogoutButton() {
  const [logout, { isLoading }] = useClientLogoutMutation();
  const signOut = async () => {
    const result = await logout();
    // The spec only logs a failed portal logout (001 §8).
    if (result.error) console.error('Client portal logout failed', result.error);
  };
  return (
    <Button $variant="outline" disabled={isLoading} onClick={signOut}>
      {isLoading ? 'Logging Out...' : 'Logout'}
    </Button>
  );
}
