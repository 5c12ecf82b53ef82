import { freightApi } from '@freight/runtime';
import type {
  AdminListQuery,
  AdminQuote,
  QuoteStatus,
  StatusChangeInput,
} from '@freight/contracts';
import { listQueryString } from '../../shared/listQuery';

interface QuoteStatusChange extends StatusChangeInput<QuoteStatus> {
  id: string;
}

export const quotesApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    adminQuotes: build.query<AdminQuote[], AdminListQuery>({
      query: (filters) => ({ key: [`/api/admin/quotes${listQueryString(filters)}`] }),
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
