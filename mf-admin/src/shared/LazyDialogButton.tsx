import { PartErrorBoundary, preloadOnIntent } from '@freight/runtime';
import { Button, type ButtonVariant } from '@freight/ui';
import { Suspense, useState, type ReactNode } from 'react';

interface LazyDialogButtonProps {
  /** The button's text; also names the dialog in the alert of a dialog that failed to load. */
  label: string;
  /** The button's look: outline unless told. */
  variant?: ButtonVariant;
  /** Loads the dialog's code: started when staff point at or focus the button. */
  load: () => Promise<unknown>;
  /** The dialog (a lazily loaded component), given how it closes. */
  renderDialog: (close: () => void) => ReactNode;
}

/**
 * A button opening a dialog whose code (its form, and joi, which validates it) loads
 * apart from the list: its load starts on intent, so the click seldom waits. A dialog whose
 * code fails to load says so beside its button, with Try again; the list around it stays.
 */
export function LazyDialogButton({
  label,
  variant = 'outline',
  load,
  renderDialog,
}: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        $variant={variant}
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
