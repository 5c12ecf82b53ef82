import { adminApi } from '../../shared/api';
import {
  type CustomerReview,
  type ListPage,
  type ReviewRequestCreated,
  type ReviewRequestInput,
  type ReviewRequestSort,
  type ReviewRequestStatus,
  type ReviewRequestSummary,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';

type ReviewRequestTableQuery = TableQuery<ReviewRequestStatus, ReviewRequestSort>;

const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The review requests table: one page per cursor. */
    reviewRequests: build.infiniteQuery<
      ListPage<ReviewRequestSummary>,
      ReviewRequestTableQuery,
      string | null
    >({
      ...cursorPages(`/api/admin/review-requests`),
      providesTags: ['ReviewRequest'],
    }),
    /** One request, for a record opened by its address that the loaded pages do not hold. */
    reviewRequest: build.query<ReviewRequestSummary, string>({
      query: (id) => ({ key: ['/api/admin/review-requests', encodeURIComponent(id)] }),
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
  useReviewRequestsInfiniteQuery,
  useReviewRequestQuery,
  useSendReviewRequestMutation,
  useCustomerReviewsQuery,
  useApproveReviewMutation,
} = reviewsApi;
