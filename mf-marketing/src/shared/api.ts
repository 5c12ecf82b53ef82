import { createAreaApi } from '@freight/runtime';

/**
 * The landing page caches nothing it writes; what it sends refreshes lists other areas show:
 * quotes and applications (admin panel, client portal) and reviews (admin approval).
 */
export const marketingApi = createAreaApi('mf-marketing', [
  'Quote',
  'DriverApplication',
  'OwnerOperatorApplication',
  'Review',
]);
