import { adminApi } from '../../shared/api';
import type {
  OutboxMessage,
  OutboxMessageState,
  SentMailPage,
  SentMailSort,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';

type SentMailTableQuery = TableQuery<OutboxMessageState, SentMailSort>;

const messageUrl = (id: string) => `/api/admin/sent-mail/${encodeURIComponent(id)}`;

const sentMailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sent Mail: one page of the outbox per cursor. */
    sentMail: build.infiniteQuery<SentMailPage, SentMailTableQuery, string | null>({
      ...cursorPages('/api/admin/sent-mail'),
      providesTags: ['SentMail'],
    }),
    /** One message, for a message opened by its address that the loaded pages do not hold. */
    sentMessage: build.query<OutboxMessage, string>({
      query: (id) => ({ key: [messageUrl(id)] }),
      providesTags: ['SentMail'],
    }),
    /** Queues a failed message again. */
    retryMail: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `${messageUrl(id)}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['SentMail'],
    }),
  }),
});

export const { useSentMailInfiniteQuery, useSentMessageQuery, useRetryMailMutation } = sentMailApi;
