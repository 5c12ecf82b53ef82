import type { MailPreferences } from '@freight/contracts';
import { portalApi } from '../../shared/api';

const mailPreferencesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    mailPreferences: build.query<MailPreferences, void>({
      query: () => ({ key: ['/api/client-portal/mail-preferences'] }),
    }),
    saveMailPreferences: build.mutation<MailPreferences, MailPreferences>({
      query: (body) => ({ url: '/api/client-portal/mail-preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(mailPreferencesApi.util.upsertQueryData('mailPreferences', undefined, data));
      },
    }),
    unsubscribe: build.mutation<{ message: string }, string>({
      query: (token) => ({
        url: '/api/mail-preferences/unsubscribe',
        method: 'POST',
        body: { token },
      }),
    }),
  }),
});

export const { useMailPreferencesQuery, useSaveMailPreferencesMutation, useUnsubscribeMutation } =
  mailPreferencesApi;
