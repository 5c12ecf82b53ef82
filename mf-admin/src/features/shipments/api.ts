import { adminApi } from '../../shared/api';
import type {
  AdminInvoice,
  AdminShipment,
  CreateInvoiceInput,
  CreateShipmentInput,
  InvoiceStatus,
  ShipmentStatus,
  ShipmentUpdateInput,
} from '@freight/contracts';

const shipmentUrl = (id: string) => `/api/admin/shipments/${encodeURIComponent(id)}`;

/** Staff shipment operations; every write refreshes the shipment lists and their invoices. */
const shipmentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminShipments: build.query<AdminShipment[], ShipmentStatus | ''>({
      query: (status) => ({
        key: [status ? `/api/admin/shipments?status=${status}` : '/api/admin/shipments'],
      }),
      providesTags: ['Shipment', 'Invoice'],
    }),
    adminShipment: build.query<AdminShipment, string>({
      query: (id) => ({ key: [shipmentUrl(id)] }),
      providesTags: ['Shipment', 'Invoice'],
    }),
    adminInvoices: build.query<AdminInvoice[], InvoiceStatus | ''>({
      query: (status) => ({
        key: [status ? `/api/admin/invoices?status=${status}` : '/api/admin/invoices'],
      }),
      providesTags: ['Invoice'],
    }),
    createShipment: build.mutation<AdminShipment, CreateShipmentInput>({
      query: (body) => ({ url: '/api/admin/shipments', method: 'POST', body }),
      // The quote now names its shipment.
      invalidatesTags: ['Shipment', 'Quote'],
    }),
    postShipmentUpdate: build.mutation<AdminShipment, ShipmentUpdateInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${shipmentUrl(id)}/updates`, method: 'POST', body }),
      invalidatesTags: ['Shipment'],
    }),
    uploadShipmentDocument: build.mutation<AdminShipment, { id: string; form: FormData }>({
      query: ({ id, form }) => ({
        url: `${shipmentUrl(id)}/documents`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: ['Shipment'],
    }),
    issueInvoice: build.mutation<AdminInvoice, CreateInvoiceInput & { shipmentId: string }>({
      query: ({ shipmentId, ...body }) => ({
        url: `${shipmentUrl(shipmentId)}/invoices`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Invoice'],
    }),
    markInvoicePaid: build.mutation<AdminInvoice, string>({
      query: (id) => ({
        url: `/api/admin/invoices/${encodeURIComponent(id)}/paid`,
        method: 'PATCH',
        body: {},
      }),
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const {
  useAdminShipmentsQuery,
  useAdminShipmentQuery,
  useAdminInvoicesQuery,
  useCreateShipmentMutation,
  usePostShipmentUpdateMutation,
  useUploadShipmentDocumentMutation,
  useIssueInvoiceMutation,
  useMarkInvoicePaidMutation,
} = shipmentsApi;

export const documentUrl = (shipmentId: string, documentId: string) =>
  `${shipmentUrl(shipmentId)}/documents/${encodeURIComponent(documentId)}`;
