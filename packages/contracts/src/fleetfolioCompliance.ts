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

/** The calendar day (UTC) of `now`: expiry days are stored and compared as UTC days. */
export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A paper is valid through its last day (UTC): it has expired once `today` is past it. */
export const paperExpired = (expiresOn: string, today: string) =>
  expiresOn !== '' && expiresOn < today;

export interface ExpiredPaper {
  document: Extract<ComplianceDocument, 'cdl' | 'medical_card'>;
  /** YYYY-MM-DD: the last day it was valid. */
  expiresOn: string;
}

/**
 * The first of a driver's papers (CDL, then medical card) that has expired by `today`: such a
 * driver cannot be assigned to a trip.
 */
export function expiredDriverPaper(
  papers: { licenseExpiration?: string; medicalCardExpiration?: string },
  today: string,
): ExpiredPaper | undefined {
  const held: ExpiredPaper[] = [
    { document: 'cdl', expiresOn: papers.licenseExpiration ?? '' },
    { document: 'medical_card', expiresOn: papers.medicalCardExpiration ?? '' },
  ];
  return held.find((paper) => paperExpired(paper.expiresOn, today));
}
