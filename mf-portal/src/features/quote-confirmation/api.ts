import { freightApi } from '@freight/runtime';

const quoteConfirmationApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    confirmQuote: build.mutation<{ success: boolean }, string>({
      query: (token) => ({
        url: '/api/client-portal/quotes/confirm',
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['Quote'],
    }),
  }),
});

export const { useConfirmQuoteMutation } = quoteConfirmationApi;
