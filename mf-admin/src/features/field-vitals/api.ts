import type { FieldVitalsPeriod, FieldVitalsReport } from '@freight/contracts';
import { adminApi } from '../../shared/api';

const fieldVitalsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    fieldVitals: build.query<FieldVitalsReport, FieldVitalsPeriod>({
      query: (days) => ({ key: [`/api/admin/field-vitals?days=${days}`] }),
      providesTags: ['FieldVitals'],
    }),
  }),
});

export const { useFieldVitalsQuery } = fieldVitalsApi;
