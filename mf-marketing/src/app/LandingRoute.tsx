import { useCallback, useState } from 'react';
import {
  ApplicationDialog,
  DriverInfoDialog,
  OwnerOperatorInfoDialog,
  type ApplicationKind,
} from '../features/applications';
import { LandingPage } from '../features/landing';
import { InlineQuoteForm, QuoteModal, useQuoteRequests } from '../features/quote';

type OpenDialog =
  | { name: 'quote'; freightType?: string }
  | { name: 'info'; kind: ApplicationKind }
  | { name: 'apply'; kind: ApplicationKind }
  | null;

/** `/`: the landing page composed with the quote flow and the career dialogs. */
export function LandingRoute() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const openQuote = useCallback(
    (freightType?: string) => setDialog({ name: 'quote', freightType }),
    [],
  );
  useQuoteRequests(openQuote);

  return (
    <LandingPage
      onRequestQuote={openQuote}
      onLearnMore={(kind) => setDialog({ name: 'info', kind })}
      onApply={(kind) => setDialog({ name: 'apply', kind })}
      quoteForm={<InlineQuoteForm />}
      renderDialogs={(settings) => (
        <>
          <QuoteModal
            open={dialog?.name === 'quote'}
            freightType={dialog?.name === 'quote' ? dialog.freightType : undefined}
            onClose={close}
            phone={settings.phone}
            email={settings.email}
          />
          <DriverInfoDialog
            open={dialog?.name === 'info' && dialog.kind === 'driver'}
            onClose={close}
            onApply={() => setDialog({ name: 'apply', kind: 'driver' })}
          />
          <OwnerOperatorInfoDialog
            open={dialog?.name === 'info' && dialog.kind === 'owner-operator'}
            onClose={close}
            onApply={() => setDialog({ name: 'apply', kind: 'owner-operator' })}
          />
          {dialog?.name === 'apply' ? (
            <ApplicationDialog kind={dialog.kind} open onClose={close} />
          ) : null}
        </>
      )}
    />
  );
}
