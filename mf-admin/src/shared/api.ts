import { createAreaApi } from '@freight/runtime';

/**
 * Every cache tag of the admin panel: its own, then the records other areas write or show too
 * (a quote sent on the landing page refreshes the quotes list; a shipment update, the portal).
 */
export const ADMIN_TAGS = [
  'AdminSession',
  'ReviewRequest',
  'SentMail',
  'Quote',
  'DriverApplication',
  'OwnerOperatorApplication',
  'Review',
  'Shipment',
  'Invoice',
  'FieldVitals',
] as const;

/** The admin panel's endpoints are injected here; a name another area took fails loudly. */
export const adminApi = createAreaApi('mf-admin', ADMIN_TAGS);
