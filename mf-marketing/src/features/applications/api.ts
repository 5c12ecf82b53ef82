import { marketingApi } from '../../shared/api';

interface StoredApplication {
  id: string;
  status: string;
}

/** Both application kinds go as multipart form data (text fields, cdlDocument, medicalCard). */
const applicationsApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    submitDriverApplication: build.mutation<StoredApplication, FormData>({
      query: (body) => ({ url: '/api/applications/driver', method: 'POST', body }),
      invalidatesTags: ['DriverApplication'],
    }),
    submitOwnerOperatorApplication: build.mutation<StoredApplication, FormData>({
      query: (body) => ({ url: '/api/applications/owner-operator', method: 'POST', body }),
      invalidatesTags: ['OwnerOperatorApplication'],
    }),
  }),
});

export const { useSubmitDriverApplicationMutation, useSubmitOwnerOperatorApplicationMutation } =
  applicationsApi;
