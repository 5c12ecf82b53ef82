import type { FinancialReport, FleetReport, IftaReport, IftaRowInput } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const REPORTS = '/api/fleetfolio/reports';

const reportsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    iftaReport: build.query<IftaReport, { year: number; quarter: number }>({
      query: ({ year, quarter }) => ({ key: [`${REPORTS}/ifta?year=${year}&quarter=${quarter}`] }),
      providesTags: ['Report'],
    }),
    financialReport: build.query<FinancialReport, number>({
      query: (year) => ({ key: [`${REPORTS}/financial?year=${year}`] }),
      providesTags: ['Report'],
    }),
    fleetReport: build.query<FleetReport, number>({
      query: (year) => ({ key: [`${REPORTS}/fleet?year=${year}`] }),
      providesTags: ['Report'],
    }),
    addIftaRow: build.mutation<IftaReport, IftaRowInput>({
      query: (body) => ({ url: `${REPORTS}/ifta`, method: 'POST', body }),
      invalidatesTags: ['Report'],
    }),
    editIftaRow: build.mutation<void, { id: string; miles: number; fuelPurchased: number }>({
      query: ({ id, ...body }) => ({ url: `${REPORTS}/ifta/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Report'],
    }),
  }),
});

export const {
  useIftaReportQuery,
  useFinancialReportQuery,
  useFleetReportQuery,
  useAddIftaRowMutation,
  useEditIftaRowMutation,
} = reportsApi;
