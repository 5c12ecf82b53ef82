import { adminApi } from '../../shared/api';
import type { CaughtMail } from '@freight/contracts';

export interface SentMailAnswer {
  /** False when a real SMTP server is configured: nothing is caught locally. */
  catching: boolean;
  messages: CaughtMail[];
}

export const sentMailApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    sentMail: build.query<SentMailAnswer, void>({
      query: () => ({ key: ['/api/admin/sent-mail'] }),
      providesTags: ['SentMail'],
    }),
  }),
});

export const { useSentMailQuery } = sentMailApi;
