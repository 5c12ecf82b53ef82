/**
 * What a status means to the person reading it, the same in every area (issue 23, D62): a
 * badge's colour follows its tone, so good, bad, waiting and moving look alike everywhere.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type BadgeColour = 'yellow' | 'blue' | 'green' | 'grey' | 'purple' | 'red';

/** The one colour of each tone (the theme's soft badge colours, readable at AA). */
export const TONE_COLOURS: Readonly<Record<StatusTone, BadgeColour>> = {
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  info: 'blue',
  neutral: 'grey',
};

/**
 * Every stored status code of quotes, applications, shipments, invoices (staff, client and
 * carrier), loads, trips, drivers, equipment, settlements, invitations and mail, by tone:
 * done or in good order is success; waiting on someone (or money still due) is warning;
 * failed, refused, late or unusable is danger; under way is info; not started or closed is
 * neutral. A code means the same wherever it is used.
 */
export const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  // success
  accepted: 'success',
  active: 'success',
  approved: 'success',
  available: 'success',
  completed: 'success',
  confirmed: 'success',
  delivered: 'success',
  hired: 'success',
  paid: 'success',
  quoted: 'success',
  sent: 'success',
  // warning
  draft: 'warning',
  maintenance: 'warning',
  partial: 'warning',
  pending: 'warning',
  retrying: 'warning',
  unpaid: 'warning',
  // danger
  declined: 'danger',
  exception: 'danger',
  expired: 'danger',
  failed: 'danger',
  out_of_service: 'danger',
  overdue: 'danger',
  rejected: 'danger',
  // info
  contacted: 'info',
  dispatched: 'info',
  in_transit: 'info',
  out_for_delivery: 'info',
  picked_up: 'info',
  queued: 'info',
  reviewed: 'info',
  sending: 'info',
  // neutral
  cancelled: 'neutral',
  closed: 'neutral',
  inactive: 'neutral',
  planned: 'neutral',
  withdrawn: 'neutral',
};

/** The tone of a stored status; a code the map does not know reads as neutral. */
export const toneOf = (status: string): StatusTone =>
  Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status]! : 'neutral';

/** The badge colour of a stored status (`paid` → green, `overdue` → red). */
export const statusColour = (status: string): BadgeColour => TONE_COLOURS[toneOf(status)];
