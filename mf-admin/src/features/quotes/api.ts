import { adminApi } from '../../shared/api';
import type {
  AdminQuotePageQuery,
  AdminQuote,
  QuotePriceInput,
  QuoteStaffStatus,
  StatusChangeInput,
} from '@freight/contracts';
import { listQueryString } from '../../shared/listQuery';

/** The list's filters and page: `limit` quotes after the quote `before` (none on the first). */
function pageQueryString({ limit, before, ...filters }: AdminQuotePageQuery): string {
  const params = new URLSearchParams(listQueryString(filters));
  if (limit) params.set('limit', String(limit));
  if (before) params.set('before', before);
  return `?${params.toString()}`;
}

interface QuoteStatusChange extends StatusChangeInput<QuoteStaffStatus> {
  id: string;
}

const quotesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminQuotes: build.query<AdminQuote[], AdminQuotePageQuery>({
      query: (page) => ({ key: [`/api/admin/quotes${pageQueryString(page)}`] }),
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

export const { useAdminQuotesQuery, useChangeQuoteStatusMutation, usePriceQuoteMutation } =
  quotesApi;
