import { toolsApi } from '../../shared/api';
import type { TrackedShipment } from '@freight/contracts';

const trackingApi = toolsApi.injectEndpoints({
  endpoints: (build) => ({
    trackShipment: build.query<TrackedShipment, string>({
      query: (shipmentNumber) => ({
        key: ['/api/shipments/track', encodeURIComponent(shipmentNumber)],
      }),
      providesTags: (_result, _error, shipmentNumber) => [{ type: 'Shipment', id: shipmentNumber }],
    }),
  }),
});

export const { useTrackShipmentQuery } = trackingApi;
