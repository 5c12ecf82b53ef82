import { marketingApi } from '../../shared/api';
import type { ReviewInvitation, ReviewSubmission } from '@freight/contracts';

const reviewLinkApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    reviewInvitation: build.query<ReviewInvitation, string>({
      query: (token) => ({ key: ['/api/review', encodeURIComponent(token)] }),
      // A link is single-use: read it afresh on every visit.
      keepUnusedDataFor: 0,
    }),
    submitReview: build.mutation<{ id: string }, { token: string; review: ReviewSubmission }>({
      query: ({ token, review }) => ({
        url: `/api/review/${encodeURIComponent(token)}`,
        method: 'POST',
        body: review,
      }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useReviewInvitationQuery, useSubmitReviewMutation } = reviewLinkApi;
