import { freightApi } from '@freight/runtime';
import type {
  AdminListQuery,
  AdminQuote,
  QuoteStatus,
  StatusChangeInput,
} from '@freight/contracts';
import { listQueryString } from '../../shared/listQuery';

/** One page of the list: `limit` quotes after the quote `before` (the first page without it). */
export interface QuotePageQuery extends AdminListQuery {
  limit: number;
  before?: string;
}

function pageQueryString({ limit, before, ...filters }: QuotePageQuery): string {
  const params = new URLSearchParams(listQueryString(filters));
  params.set('limit', String(limit));
  if (before) params.set('before', before);
  return `?${params.toString()}`;
}

interface QuoteStatusChange extends StatusChangeInput<QuoteStatus> {
  id: string;
}

export const quotesApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    adminQuotes: build.query<AdminQuote[], QuotePageQuery>({
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
  }),
});

export const { useAdminQuotesQuery, useChangeQuoteStatusMutation } = quotesApi;
