import { portalApi } from '../../shared/api';

const quoteConfirmationApi = portalApi.injectEndpoints({
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
