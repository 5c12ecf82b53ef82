import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { ToastStore } from './toastService';

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const Toast = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  position: relative;
  width: 100%;
  max-width: 24rem;
  padding: ${({ theme }) => `${theme.space.md} 2.75rem ${theme.space.md} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.background)};
  color: ${({ theme, $destructive }) => ($destructive ? '#ffffff' : theme.colors.foreground)};
  p {
    margin: 0;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 2rem;
  height: 2rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;

/** The page's one notification area; destructive toasts are alerts, others polite status. */
export function ToastViewport({ store }: { store: ToastStore }) {
  const toast = useSyncExternalStore(store.subscribe, store.get);
  const destructive = toast?.variant === 'destructive';
  return (
    <Region aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !destructive ? (
          <ToastBody toast={toast} onClose={() => store.service.dismiss(toast.id)} />
        ) : null}
      </div>
      <div role="alert" aria-atomic="true">
        {toast && destructive ? (
          <ToastBody toast={toast} onClose={() => store.service.dismiss(toast.id)} />
        ) : null}
      </div>
    </Region>
  );
}

function ToastBody({
  toast,
  onClose,
}: {
  toast: NonNullable<ReturnType<ToastStore['get']>>;
  onClose: () => void;
}) {
  return (
    <Toast key={toast.id} $destructive={toast.variant === 'destructive'}>
      <p>
        <strong>{toast.title}</strong>
      </p>
      {toast.description ? <p>{toast.description}</p> : null}
      <Close type="button" aria-label="Close notification" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </Close>
    </Toast>
  );
}
