import { PartErrorBoundary, preloadOnIntent } from '@freight/runtime';
import { Button } from '@freight/ui';
import { Suspense, useState, type ReactNode } from 'react';

interface LazyDialogButtonProps {
  /** The button's text; also names the dialog in the alert of a dialog that failed to load. */
  label: string;
  /** Loads the dialog's code: started when staff point at or focus the button. */
  load: () => Promise<unknown>;
  /** The dialog (a lazily loaded component), given how it closes. */
  renderDialog: (close: () => void) => ReactNode;
}

/**
 * An outline button opening a dialog whose code (its form, and joi, which validates it) loads
 * apart from the list: its load starts on intent, so the click seldom waits. A dialog whose
 * code fails to load says so beside its button, with Try again; the list around it stays.
 */
export function LazyDialogButton({ label, load, renderDialog }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        $variant="outline"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...preloadOnIntent(load)}
      >
        {label}
      </Button>
      {open ? (
        <PartErrorBoundary name={label}>
          <Suspense fallback={null}>{renderDialog(() => setOpen(false))}</Suspense>
        </PartErrorBoundary>
      ) : null}
    </>
  );
}
