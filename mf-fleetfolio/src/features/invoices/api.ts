import type {
  CarrierInvoiceInput,
  CarrierInvoiceView,
  PaymentInput,
  PlannedLoad,
} from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const INVOICES = '/api/fleetfolio/invoices';
const CHANGES = ['CarrierInvoice', 'CarrierDashboard', 'Report'] as const;

const invoicesApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    carrierInvoices: build.query<CarrierInvoiceView[], void>({
      query: () => ({ key: [INVOICES] }),
      providesTags: ['CarrierInvoice'],
    }),
    invoiceableLoads: build.query<PlannedLoad[], void>({
      query: () => ({ key: ['/api/fleetfolio/loads'] }),
      providesTags: ['PlannedLoad'],
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
  }),
});

export const invoicePdfUrl = (id: string) => `${INVOICES}/${id}/pdf`;

export const {
  useCarrierInvoicesQuery,
  useInvoiceableLoadsQuery,
  useNextInvoiceNumberQuery,
  useCreateCarrierInvoiceMutation,
  useRecordPaymentMutation,
  useEmailInvoiceMutation,
} = invoicesApi;
