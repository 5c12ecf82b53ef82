import {
  listQueryString,
  type CarrierInvoiceInput,
  type CarrierInvoiceListSort,
  type CarrierInvoiceStatus,
  type CarrierInvoiceView,
  type ListPage,
  type MarkCarrierInvoicesPaidResult,
  type PaymentInput,
  type PlannedLoad,
} from '@freight/contracts';
import { fleetApi } from '../../shared/api';
import { cursorPages, type TableQuery } from '@freight/runtime';

type InvoiceTableQuery = TableQuery<CarrierInvoiceStatus, CarrierInvoiceListSort>;

const INVOICES = '/api/fleetfolio/invoices';
const CHANGES = ['CarrierInvoice', 'CarrierDashboard', 'Report'] as const;
/** How many loads Create Invoice offers at once (the latest deliveries); a search finds others. */
const INVOICEABLE_LOADS_SHOWN = 50;

const invoicesApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Invoices table: one page per cursor, `nextCursor` of the last page for more. */
    carrierInvoicePage: build.infiniteQuery<
      ListPage<CarrierInvoiceView>,
      InvoiceTableQuery,
      string | null
    >({
      ...cursorPages(`${INVOICES}/page`),
      providesTags: ['CarrierInvoice'],
    }),
    /** One invoice, for one opened by its address that the loaded pages do not hold. */
    carrierInvoice: build.query<CarrierInvoiceView, string>({
      query: (id) => ({ key: [INVOICES, encodeURIComponent(id)] }),
      providesTags: ['CarrierInvoice'],
    }),
    markInvoicesPaid: build.mutation<MarkCarrierInvoicesPaidResult, string[]>({
      query: (ids) => ({ url: `${INVOICES}/mark-paid`, method: 'POST', body: { ids } }),
      invalidatesTags: [...CHANGES],
    }),
    /** The loads on the road or delivered on no invoice that match a search (none: all). */
    invoiceableLoads: build.query<ListPage<PlannedLoad>, string>({
      query: (q) => ({
        key: [
          `${INVOICES}/invoiceable-loads${listQueryString({ q, limit: INVOICEABLE_LOADS_SHOWN })}`,
        ],
      }),
      providesTags: ['PlannedLoad', 'CarrierInvoice'],
    }),
    nextInvoiceNumber: build.query<{ invoiceNumber: string }, void>({
      query: () => ({ key: [`${INVOICES}/next-number`] }),
      providesTags: ['CarrierInvoice'],
    }),
    createCarrierInvoice: build.mutation<CarrierInvoiceView, CarrierInvoiceInput>({
      query: (body) => ({ url: INVOICES, method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    recordPayment: build.mutation<CarrierInvoiceView, { invoiceId: string; payment: PaymentInput }>(
      {
        query: ({ invoiceId, payment }) => ({
          url: `${INVOICES}/${invoiceId}/payments`,
          method: 'POST',
          body: payment,
        }),
        invalidatesTags: [...CHANGES],
      },
    ),
    emailInvoice: build.mutation<CarrierInvoiceView, string>({
      query: (id) => ({ url: `${INVOICES}/${id}/send`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGES],
    }),
    deleteCarrierInvoice: build.mutation<void, string>({
      query: (id) => ({ url: `${INVOICES}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGES],
    }),
    restoreCarrierInvoice: build.mutation<CarrierInvoiceView, string>({
      query: (id) => ({ url: `${INVOICES}/${id}/restore`, method: 'POST' }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const invoicePdfUrl = (id: string) => `${INVOICES}/${id}/pdf`;

export const {
  useCarrierInvoicePageInfiniteQuery,
  useCarrierInvoiceQuery,
  useMarkInvoicesPaidMutation,
  useInvoiceableLoadsQuery,
  useNextInvoiceNumberQuery,
  useCreateCarrierInvoiceMutation,
  useRecordPaymentMutation,
  useEmailInvoiceMutation,
  useDeleteCarrierInvoiceMutation,
  useRestoreCarrierInvoiceMutation,
} = invoicesApi;
