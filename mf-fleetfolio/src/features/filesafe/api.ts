import type { FleetDocumentView, PlannedLoad, TripView } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

export const DOCUMENTS = '/api/fleetfolio/documents';

const fileSafeApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    documents: build.query<FleetDocumentView[], void>({
      query: () => ({ key: [DOCUMENTS] }),
      providesTags: ['Document'],
    }),
    fileSafeLoads: build.query<PlannedLoad[], void>({
      query: () => ({ key: ['/api/fleetfolio/loads'] }),
      providesTags: ['PlannedLoad'],
    }),
    fileSafeTrips: build.query<TripView[], void>({
      query: () => ({ key: ['/api/fleetfolio/trips'] }),
      providesTags: ['Trip'],
    }),
    uploadDocument: build.mutation<FleetDocumentView, FormData>({
      query: (form) => ({ url: DOCUMENTS, method: 'POST', body: form }),
      invalidatesTags: ['Document', 'CarrierInvoice'],
    }),
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({ url: `${DOCUMENTS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Document', 'CarrierInvoice', 'Trip'],
    }),
  }),
});

export const {
  useDocumentsQuery,
  useFileSafeLoadsQuery,
  useFileSafeTripsQuery,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
} = fileSafeApi;
