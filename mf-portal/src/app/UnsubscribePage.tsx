import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellServices } from '@freight/runtime';
import { Unsubscribe } from '../features/mail-preferences';
import { Narrow, Page } from './layout';

/** /client-portal/unsubscribe?token=…: the link in every shipment update mail. */
export function UnsubscribePage() {
  const { pageMeta } = useShellServices();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    pageMeta.set({
      title: 'Shipment Update Emails',
      description: 'Stop the shipment update emails sent to your address.',
      canonicalPath: '/client-portal/unsubscribe',
      robots: 'noindex',
    });
  }, [pageMeta]);
  return (
    <Page>
      <Narrow>
        <Unsubscribe token={searchParams.get('token') ?? ''} />
      </Narrow>
    </Page>
  );
}
