import { Alert, Button, Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { errorMessage } from '@freight/runtime';
import { MAIL_PREFERENCE_MESSAGES as M } from '@freight/contracts';
import { useUnsubscribeMutation } from './api';

/**
 * The shipment update mail's unsubscribe link (`?token=`): no sign-in needed. It asks for a click
 * rather than acting on opening, so a mail scanner following the link turns nothing off.
 */
export function Unsubscribe({ token }: { token: string }) {
  const [unsubscribe, { isLoading, isSuccess, data, error }] = useUnsubscribeMutation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Shipment Update Emails</CardTitle>
      </CardHeader>
      <CardContent>
        {isSuccess ? (
          <Alert role="status">{data?.message ?? M.unsubscribed}</Alert>
        ) : (
          <>
            {error ? (
              <Alert role="alert" $variant="destructive">
                {errorMessage(error, M.linkInvalid)}
              </Alert>
            ) : null}
            <p>Stop the emails we send when your shipments are updated?</p>
            <Button disabled={isLoading || !token} onClick={() => void unsubscribe(token)}>
              {isLoading ? 'Saving...' : 'Stop shipment update emails'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
