import { FLEET_UNDO_SECONDS } from '@freight/contracts';
import { errorMessage } from '@freight/runtime';
import { Button } from '@freight/ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** A record just deleted: how the notice names it and how to put it back. */
export interface DeletedRecord {
  /** 'Customer Acme Foods', 'Trip TR-100'. */
  label: string;
  restore: () => Promise<unknown>;
}

type Notice =
  { kind: 'undo'; deleted: DeletedRecord } | { kind: 'said'; text: string; failed: boolean };

const UNDO_MS = FLEET_UNDO_SECONDS * 1000;
/** How long "Restored …" or why it could not be stays. */
const SAID_MS = 5000;

const OfferUndo = createContext<(deleted: DeletedRecord) => void>(() => undefined);

/** Offers Undo for a record the list just deleted (a no-op outside an `UndoProvider`). */
export const useOfferUndo = () => useContext(OfferUndo);

/**
 * A bar fixed at the bottom of the window (it moves nothing under the pointer) saying "Deleted
 * X." with Undo for the seconds the API keeps the deletion (FLEET_UNDO_SECONDS), then what the
 * undo did. It is a status region, so screen readers announce it without moving focus.
 */
export function UndoProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), notice.kind === 'undo' ? UNDO_MS : SAID_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const offer = useCallback((deleted: DeletedRecord) => setNotice({ kind: 'undo', deleted }), []);

  const undo = async (deleted: DeletedRecord) => {
    setBusy(true);
    try {
      await deleted.restore();
      setNotice({ kind: 'said', text: `Restored ${deleted.label}.`, failed: false });
    } catch (error) {
      const why = errorMessage(error, 'The deletion could not be undone.');
      setNotice({ kind: 'said', text: why, failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <OfferUndo.Provider value={offer}>
      {children}
      <Bar
        role="status"
        $shown={notice !== null}
        $failed={notice?.kind === 'said' && notice.failed}
      >
        {notice?.kind === 'undo' ? (
          <>
            <span>Deleted {notice.deleted.label}.</span>
            <Button
              $size="sm"
              $variant="outline"
              disabled={busy}
              aria-label={`Undo deleting ${notice.deleted.label}`}
              onClick={() => undo(notice.deleted)}
            >
              Undo
            </Button>
          </>
        ) : null}
        {notice?.kind === 'said' ? <span>{notice.text}</span> : null}
      </Bar>
    </OfferUndo.Provider>
  );
}

/** Always in the page (an empty live region), so the first message is announced too. */
const Bar = styled.div<{ $shown: boolean; $failed: boolean }>`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: max-content;
  max-width: calc(100vw - 2rem);
  overflow-wrap: anywhere;
  ${({ theme, $shown, $failed }) =>
    $shown
      ? `
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.md};
    background: ${$failed ? theme.colors.dangerSoft : theme.colors.background};
    color: ${$failed ? theme.colors.danger : theme.colors.foreground};
  `
      : ''}
`;
