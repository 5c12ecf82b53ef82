import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
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

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, close button, backdrop click). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** While true the dialog cannot be closed by the user (e.g. while a request is sending). */
  closeDisabled?: boolean;
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
 * A modal dialog: focus moves in and is trapped, Escape closes unless `closeDisabled`,
 * focus returns to the opener on close, and it is labelled by its title.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, title, description, closeDisabled = false, size = 'md', children } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusReturn(open);
  useBodyScrollLock(open);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const firstField = focusableIn(panel).find(
      (element) => element.dataset.dialogClose === undefined,
    );
    (firstField ?? panel).focus();
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
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
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
