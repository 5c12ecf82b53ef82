import { lazyExport } from '@freight/runtime';
import { startTransition, Suspense, useCallback, useMemo, useState } from 'react';
import type { ApplicationKind } from '../features/applications';
import { DriverInfoDialog, OwnerOperatorInfoDialog } from '../features/applications/InfoDialogs';
import { LandingPage, useShownCompanySettings, type CareerKind } from '../features/landing';
import { InlineQuoteFormPreview } from '../features/quote/InlineQuoteFormPreview';
import { useQuoteRequests } from '../features/quote/useQuoteRequests';
import { NearViewport } from '../shared/NearViewport';

// The forms (their joi schemas: most of 65 kB gzip) load when first needed (the contact
// section's form a screen before it scrolls in, its inert preview holding its place), not with
// the page: the landing page's first load was 386 kB gzip of JS against a 250 kB budget.
const QuoteModal = lazyExport(() => import('../features/quote/QuoteModal'), 'QuoteModal');
const InlineQuoteForm = lazyExport(
  () => import('../features/quote/InlineQuoteForm'),
  'InlineQuoteForm',
);
const ApplicationDialog = lazyExport(
  () => import('../features/applications/ApplicationDialog'),
  'ApplicationDialog',
);

type OpenDialog =
  | { name: 'quote'; freightType?: string }
  | { name: 'info'; kind: ApplicationKind }
  | { name: 'apply'; kind: ApplicationKind }
  | null;

/** `/`: the landing page composed with the quote flow and the career dialogs. */
export function LandingRoute() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [quoteOpened, setQuoteOpened] = useState(false);
  const close = useCallback(() => setDialog(null), []);
  // A dialog opens in a transition: the click's frame paints at once and the dialog (its form,
  // its styles, moving focus) renders in the frames after, instead of holding the press for
  // the whole render on a slow phone (INP, issue 20).
  const open = useCallback((next: OpenDialog) => startTransition(() => setDialog(next)), []);
  const openQuote = useCallback(
    (freightType?: string) =>
      startTransition(() => {
        setQuoteOpened(true);
        setDialog({ name: 'quote', freightType });
      }),
    [],
  );
  const learnMore = useCallback((kind: CareerKind) => open({ name: 'info', kind }), [open]);
  const apply = useCallback((kind: CareerKind) => open({ name: 'apply', kind }), [open]);
  useQuoteRequests(openQuote);
  const settings = useShownCompanySettings();
  const quoteForm = useMemo(
    () => (
      <NearViewport placeholder={<InlineQuoteFormPreview />} rootMargin="100% 0px">
        <Suspense fallback={<InlineQuoteFormPreview />}>
          <InlineQuoteForm />
        </Suspense>
      </NearViewport>
    ),
    [],
  );

  return (
    <>
      <LandingPage
        onRequestQuote={openQuote}
        onLearnMore={learnMore}
        onApply={apply}
        quoteForm={quoteForm}
      />
      <Suspense fallback={null}>
        {quoteOpened ? (
          <QuoteModal
            open={dialog?.name === 'quote'}
            freightType={dialog?.name === 'quote' ? dialog.freightType : undefined}
            onClose={close}
            phone={settings.phone}
            email={settings.email}
          />
        ) : null}
        <DriverInfoDialog
          open={dialog?.name === 'info' && dialog.kind === 'driver'}
          onClose={close}
          onApply={() => open({ name: 'apply', kind: 'driver' })}
        />
        <OwnerOperatorInfoDialog
          open={dialog?.name === 'info' && dialog.kind === 'owner-operator'}
          onClose={close}
          onApply={() => open({ name: 'apply', kind: 'owner-operator' })}
        />
        {dialog?.name === 'apply' ? (
          <ApplicationDialog kind={dialog.kind} open onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}
