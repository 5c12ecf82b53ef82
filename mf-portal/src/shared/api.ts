import { createAreaApi } from '@freight/runtime';

/**
 * Every cache tag of the client portal: the session, then records staff and the landing page
 * change (a shipment update or a new quote refreshes the client's lists).
 */
export const PORTAL_TAGS = ['ClientSession', 'Shipment', 'Invoice', 'Quote'] as const;

/** The portal's endpoints are injected here; a name another area took fails loudly. */
export const portalApi = createAreaApi('mf-portal', PORTAL_TAGS);
