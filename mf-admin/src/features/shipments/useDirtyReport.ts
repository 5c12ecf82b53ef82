import { useEffect } from 'react';

/** What a form of the shipment dialog tells it: whether it holds input not yet saved. */
export type DirtyReport = (dirty: boolean) => void;

/** Reports the form's unsaved input to the dialog, which then asks before closing. */
export function useDirtyReport(isDirty: boolean, report: DirtyReport) {
  useEffect(() => report(isDirty), [isDirty, report]);
}
