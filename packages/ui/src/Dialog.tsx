import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { focusableIn, trapTab } from './focusable';
import { TOUCH_TARGET, media } from './theme';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: rgba(17, 24, 39, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;

// min-width 0 and anywhere-wrapping: a long unbroken value (a 200-character name) wraps
// inside the panel instead of widening it past a phone's screen. The dynamic viewport height
// keeps the bottom (the submit button) above a phone's browser toolbar.
const Panel = styled.div<{ $size: DialogSize }>`
  position: relative;
  width: 100%;
  min-width: 0;
  max-width: ${({ $size }) => ({ sm: '28rem', md: '36rem', lg: '48rem', xl: '64rem' })[$size]};
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 2.5rem ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  width: 2rem;
  height: 2rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.mutedBackground};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${media.touch} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
    top: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
  }
`;

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, close button, backdrop click). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** While true the dialog cannot be closed by the user (e.g. while a request is sending). */
  closeDisabled?: boolean;
  /**
   * The dialog holds input the user typed: Escape, the close button, a click outside or the
   * browser's Back ask before discarding it.
   */
  confirmDiscard?: boolean;
  size?: DialogSize;
  children?: ReactNode;
}

function useFocusReturn(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    return () => previous?.focus?.();
  }, [open]);
}

const firstField = (panel: HTMLElement) =>
  focusableIn(panel).find((element) => element.dataset.dialogClose === undefined);

const HISTORY_KEY = 'freightDialog';

const isCurrentEntry = (marker: string) =>
  (window.history.state as Record<string, unknown> | null)?.[HISTORY_KEY] === marker;

const entryState = (marker: string) => ({
  ...(window.history.state as object | null),
  [HISTORY_KEY]: marker,
});

type BackAnswer = 'close' | 'stay';

/**
 * The history entries of open dialogs, page-wide: one popstate listener answers for the dialog
 * on top. Closing a dialog removes its entry a tick later (StrictMode's remount, or a dialog
 * opened in its place, takes the entry over instead), and the popstate of that removal is not
 * read as the user's Back.
 */
const entries = {
  open: [] as Array<{ marker: string; onBack: { current: () => BackAnswer } }>,
  removal: null as { marker: string; timer: ReturnType<typeof setTimeout> } | null,
  removing: false,
  listening: false,
};

function onPopState() {
  if (entries.removing) {
    entries.removing = false;
    return;
  }
  const top = entries.open[entries.open.length - 1];
  if (!top || isCurrentEntry(top.marker)) return;
  if (top.onBack.current() === 'stay') window.history.pushState(entryState(top.marker), '');
}

function openEntry(marker: string, onBack: { current: () => BackAnswer }) {
  if (!entries.listening) {
    window.addEventListener('popstate', onPopState);
    entries.listening = true;
  }
  const removal = entries.removal;
  if (removal) clearTimeout(removal.timer);
  entries.removal = null;
  if (removal && isCurrentEntry(removal.marker)) {
    window.history.replaceState(entryState(marker), '');
  } else {
    window.history.pushState(entryState(marker), '');
  }
  entries.open.push({ marker, onBack });
}

function closeEntry(marker: string) {
  entries.open = entries.open.filter((entry) => entry.marker !== marker);
  const timer = setTimeout(() => {
    entries.removal = null;
    if (!isCurrentEntry(marker)) return;
    entries.removing = true;
    window.history.back();
  }, 0);
  entries.removal = { marker, timer };
}

/**
 * An open dialog is a history entry, so the browser's Back closes it (or asks, through
 * `onBack`) instead of leaving the page; closing it otherwise removes that entry again.
 */
function useBackCloses(open: boolean, onBack: () => BackAnswer) {
  const marker = useId();
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!open) return undefined;
    openEntry(marker, latest);
    return () => closeEntry(marker);
  }, [open, marker]);
}

function useBodyScrollLock(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and Back close it unless
 * `closeDisabled` (and ask first when `confirmDiscard`), focus returns to the opener on close,
 * and it is labelled by its title.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, description, size = 'md', children } = props;
  const { closeDisabled = false, confirmDiscard = false } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [asking, setAsking] = useState(false);
  useFocusReturn(open);
  useBodyScrollLock(open);
  useBackCloses(open, () => {
    if (closeDisabled) return 'stay';
    if (confirmDiscard) {
      setAsking(true);
      return 'stay';
    }
    onClose();
    return 'close';
  });

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setAsking(false);
  }

  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current && panelRef.current) firstField(panelRef.current)?.focus();
    wasAsking.current = asking;
  }, [asking]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    (firstField(panel) ?? panel).focus();
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (closeDisabled) return;
    if (confirmDiscard) setAsking(true);
    else onClose();
  };
  const keepEditing = () => setAsking(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (asking) keepEditing();
      else requestClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event.nativeEvent, panelRef.current);
    }
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        <CloseButton
          type="button"
          aria-label="Close"
          data-dialog-close=""
          disabled={closeDisabled}
          onClick={requestClose}
        >
          <span aria-hidden="true">×</span>
        </CloseButton>
        {asking ? (
          <Confirm role="alertdialog" aria-labelledby={`${titleId}-discard`}>
            <p id={`${titleId}-discard`}>
              <strong>Discard what you entered?</strong> It has not been saved.
            </p>
            <div>
              <Button ref={keepRef} $variant="outline" onClick={keepEditing}>
                Keep editing
              </Button>
              <Button $variant="destructive" onClick={onClose}>
                Discard
              </Button>
            </div>
          </Confirm>
        ) : null}
        <div hidden={asking}>{children}</div>
      </Panel>
    </Overlay>,
    document.body,
  );
}
