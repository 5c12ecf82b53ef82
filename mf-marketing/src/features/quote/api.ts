import { marketingApi } from '../../shared/api';
import type { QuoteRequestInput, SubmittedQuote } from '@freight/contracts';

export const quoteApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    submitQuote: build.mutation<SubmittedQuote, QuoteRequestInput>({
      query: (body) => ({ url: '/api/quotes', method: 'POST', body }),
      invalidatesTags: ['Quote'],
    }),
  }),
});

export const { useSubmitQuoteMutation } = quoteApi;
