import { adminApi } from '../../shared/api';
import {
  type AdminInvoice,
  type AdminInvoiceSort,
  type AdminShipment,
  type AdminShipmentSort,
  type CreateInvoiceInput,
  type CreateShipmentInput,
  type InvoiceStatus,
  type ListPage,
  type MarkInvoicesPaidResult,
  type ShipmentStatus,
  type ShipmentUpdateInput,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';

type InvoiceTableQuery = TableQuery<InvoiceStatus, AdminInvoiceSort>;
type ShipmentTableQuery = TableQuery<ShipmentStatus, AdminShipmentSort>;

const shipmentUrl = (id: string) => `/api/admin/shipments/${encodeURIComponent(id)}`;

/** Staff shipment operations; every write refreshes the shipment lists and their invoices. */
const shipmentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The shipments table: one page per cursor. */
    adminShipments: build.infiniteQuery<ListPage<AdminShipment>, ShipmentTableQuery, string | null>(
      {
        ...cursorPages(`/api/admin/shipments`),
        providesTags: ['Shipment', 'Invoice'],
      },
    ),
    adminShipment: build.query<AdminShipment, string>({
      query: (id) => ({ key: [shipmentUrl(id)] }),
      providesTags: ['Shipment', 'Invoice'],
    }),
    /** The invoices table: one page per cursor. */
    adminInvoices: build.infiniteQuery<ListPage<AdminInvoice>, InvoiceTableQuery, string | null>({
      ...cursorPages(`/api/admin/invoices`),
      providesTags: ['Invoice'],
    }),
    /** One invoice, for an invoice opened by its address that the loaded pages do not hold. */
    adminInvoice: build.query<AdminInvoice, string>({
      query: (id) => ({ key: [`/api/admin/invoices/${encodeURIComponent(id)}`] }),
      providesTags: ['Invoice'],
    }),
    markInvoicesPaid: build.mutation<MarkInvoicesPaidResult, string[]>({
      query: (ids) => ({ url: '/api/admin/invoices/paid', method: 'POST', body: { ids } }),
      invalidatesTags: ['Invoice'],
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
  useAdminShipmentsInfiniteQuery,
  useAdminShipmentQuery,
  useAdminInvoicesInfiniteQuery,
  useAdminInvoiceQuery,
  useMarkInvoicesPaidMutation,
  useCreateShipmentMutation,
  usePostShipmentUpdateMutation,
  useUploadShipmentDocumentMutation,
  useIssueInvoiceMutation,
  useMarkInvoicePaidMutation,
} = shipmentsApi;

export const documentUrl = (shipmentId: string, documentId: string) =>
  `${shipmentUrl(shipmentId)}/documents/${encodeURIComponent(documentId)}`;
