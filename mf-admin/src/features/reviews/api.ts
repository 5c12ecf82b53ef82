import { adminApi } from '../../shared/api';
import type {
  CustomerReview,
  ReviewRequestCreated,
  ReviewRequestInput,
  ReviewRequestSummary,
} from '@freight/contracts';

const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    reviewRequests: build.query<ReviewRequestSummary[], void>({
      query: () => ({ key: ['/api/admin/review-requests'] }),
      providesTags: ['ReviewRequest'],
    }),
    sendReviewRequest: build.mutation<ReviewRequestCreated, ReviewRequestInput>({
      query: (body) => ({ url: '/api/admin/review-requests', method: 'POST', body }),
      invalidatesTags: ['ReviewRequest', 'SentMail'],
    }),
    customerReviews: build.query<CustomerReview[], void>({
      query: () => ({ key: ['/api/admin/reviews'] }),
      providesTags: ['Review'],
    }),
    approveReview: build.mutation<CustomerReview, string>({
      query: (id) => ({
        url: `/api/admin/reviews/${encodeURIComponent(id)}/approve`,
        method: 'PATCH',
        body: { isApproved: true },
      }),
      invalidatesTags: ['Review'],
    }),
  }),
});

export const {
  useReviewRequestsQuery,
  useSendReviewRequestMutation,
  useCustomerReviewsQuery,
  useApproveReviewMutation,
} = reviewsApi;
