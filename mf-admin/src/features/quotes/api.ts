import { adminApi } from '../../shared/api';
import {
  type AdminQuote,
  type AdminQuoteSort,
  type ListPage,
  type QuotePriceInput,
  type QuoteStaffStatus,
  type QuoteStatus,
  type StatusChangeInput,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';

type QuoteTableQuery = TableQuery<QuoteStatus, AdminQuoteSort>;

interface QuoteStatusChange extends StatusChangeInput<QuoteStaffStatus> {
  id: string;
}

const quotesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The quote requests table: one page per cursor, `nextCursor` of the last page for more. */
    adminQuotes: build.infiniteQuery<ListPage<AdminQuote>, QuoteTableQuery, string | null>({
      ...cursorPages(`/api/admin/quotes`),
      providesTags: ['Quote'],
    }),
    /** One quote, for a record opened by its address that the loaded pages do not hold. */
    adminQuote: build.query<AdminQuote, string>({
      query: (id) => ({ key: ['/api/admin/quotes', encodeURIComponent(id)] }),
      providesTags: ['Quote'],
    }),
    changeQuoteStatus: build.mutation<AdminQuote, QuoteStatusChange>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/quotes/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Quote'],
    }),
    priceQuote: build.mutation<AdminQuote, QuotePriceInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/quotes/${encodeURIComponent(id)}/price`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Quote', 'SentMail'],
    }),
  }),
});

export const {
  useAdminQuotesInfiniteQuery,
  useAdminQuoteQuery,
  useChangeQuoteStatusMutation,
  usePriceQuoteMutation,
} = quotesApi;
