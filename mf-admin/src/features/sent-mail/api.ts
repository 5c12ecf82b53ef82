import { freightApi } from '@freight/runtime';
import type { CaughtMail } from '@freight/contracts';

export interface SentMailAnswer {
  /** False when a real SMTP server is configured: nothing is caught locally. */
  catching: boolean;
  messages: CaughtMail[];
}

export const sentMailApi = freightApi.injectEndpoints({
  endpoints: (build) => ({
    sentMail: build.query<SentMailAnswer, void>({
      query: () => ({ key: ['/api/admin/sent-mail'] }),
      providesTags: ['SentMail'],
    }),
  }),
});

export const { useSentMailQuery } = sentMailApi;
