import { createAreaApi } from '@freight/runtime';

/** The tools' cache tags: the planner's counters, and shipments that staff update. */
export const toolsApi = createAreaApi('mf-tools', ['TripPlannerStats', 'Shipment']);
