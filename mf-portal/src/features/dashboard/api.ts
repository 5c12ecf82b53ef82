import { portalApi } from '../../shared/api';
import type { ClientQuote, ClientShipment, InvoiceView } from '@freight/contracts';

const clientDataApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    clientShipments: build.query<ClientShipment[], void>({
      query: () => ({ key: ['/api/client-portal/shipments'] }),
      providesTags: [{ type: 'Shipment', id: 'CLIENT' }],
    }),
    clientInvoices: build.query<InvoiceView[], void>({
      query: () => ({ key: ['/api/client-portal/invoices'] }),
      providesTags: [{ type: 'Invoice', id: 'CLIENT' }],
    }),
    clientQuotes: build.query<ClientQuote[], void>({
      query: () => ({ key: ['/api/client-portal/quotes'] }),
      providesTags: [{ type: 'Quote', id: 'CLIENT' }],
    }),
    acceptQuote: build.mutation<ClientQuote, string>({
      query: (id) => ({
        url: `/api/client-portal/quotes/${encodeURIComponent(id)}/accept`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [{ type: 'Quote', id: 'CLIENT' }],
    }),
    declineQuote: build.mutation<ClientQuote, { id: string; reason?: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/client-portal/quotes/${encodeURIComponent(id)}/decline`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Quote', id: 'CLIENT' }],
    }),
  }),
});

export const {
  useClientShipmentsQuery,
  useClientInvoicesQuery,
  useClientQuotesQuery,
  useAcceptQuoteMutation,
  useDeclineQuoteMutation,
} = clientDataApi;

/** Where the signed-in client downloads an invoice or a shipment document. */
export const invoicePdfUrl = (invoiceId: string) =>
  `/api/client-portal/invoices/${encodeURIComponent(invoiceId)}/pdf`;
export const documentUrl = (shipmentId: string, documentId: string) =>
  `/api/client-portal/shipments/${encodeURIComponent(shipmentId)}/documents/${encodeURIComponent(documentId)}`;
