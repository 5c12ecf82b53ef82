// --- Compliance alerts (issue 22) -----------------------------------------------------------

/** What the dashboard warns about ahead of time. */
export const COMPLIANCE_WINDOW_DAYS = 30;

export const COMPLIANCE_DOCUMENT_LABELS = {
  cdl: 'CDL',
  medical_card: 'Medical card',
  registration: 'Registration',
  insurance: 'Insurance',
  inspection: 'Annual inspection',
} as const;
export type ComplianceDocument = keyof typeof COMPLIANCE_DOCUMENT_LABELS;

export interface ComplianceItem {
  recordType: 'driver' | 'truck' | 'trailer';
  recordId: string;
  /** The driver's name or the unit number. */
  recordLabel: string;
  document: ComplianceDocument;
  /** YYYY-MM-DD: the last day it is valid. */
  expiresOn: string;
  /** Days from today to that day: negative once expired. */
  daysLeft: number;
}

export interface ComplianceView {
  /** The day (UTC) the view was computed for. */
  today: string;
  expired: ComplianceItem[];
  /** Running out within COMPLIANCE_WINDOW_DAYS days, soonest first. */
  expiring: ComplianceItem[];
}
