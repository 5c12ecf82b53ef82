import { adminApi } from '../../shared/api';
import type { OutboxMessage, OutboxMessageState, SentMailList } from '@freight/contracts';

const sentMailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The newest messages of the outbox, in one state when given ('' for all). */
    sentMail: build.query<SentMailList, OutboxMessageState | ''>({
      query: (state) => ({ key: [`/api/admin/sent-mail${state ? `?state=${state}` : ''}`] }),
      providesTags: ['SentMail'],
    }),
    /** Queues a failed message again. */
    retryMail: build.mutation<OutboxMessage, string>({
      query: (id) => ({
        url: `/api/admin/sent-mail/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['SentMail'],
    }),
  }),
});

export const { useSentMailQuery, useRetryMailMutation } = sentMailApi;
