import type {
  Driver,
  ListPage,
  PayItemCategory,
  PayItemInput,
  PayItemListSort,
  PayItemView,
  SettlementInput,
  SettlementListSort,
  SettlementStatus,
  SettlementView,
} from '@freight/contracts';
import { cursorPages, type TableQuery } from '@freight/runtime';
import { fleetApi } from '../../shared/api';

const SETTLEMENTS = '/api/fleetfolio/settlements';
const PAY_ITEMS = '/api/fleetfolio/pay-items';
/** A settlement's change moves pay items (settled) and the financial report. */
const CHANGES = ['Settlement', 'PayItem', 'Report', 'Activity'] as const;

const settlementsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Settlements table: one page per cursor. */
    settlementPage: build.infiniteQuery<
      ListPage<SettlementView>,
      TableQuery<SettlementStatus, SettlementListSort>,
      string | null
    >({
      ...cursorPages(`${SETTLEMENTS}/page`),
      providesTags: ['Settlement'],
    }),
    /** One settlement, for one opened by its address that the loaded pages do not hold. */
    settlement: build.query<SettlementView, string>({
      query: (id) => ({ key: [SETTLEMENTS, encodeURIComponent(id)] }),
      providesTags: ['Settlement'],
    }),
    /** The Advances and Deductions table: one page per cursor. */
    payItemPage: build.infiniteQuery<
      ListPage<PayItemView>,
      TableQuery<PayItemCategory, PayItemListSort>,
      string | null
    >({
      ...cursorPages(`${PAY_ITEMS}/page`),
      providesTags: ['PayItem'],
    }),
    settlementDrivers: build.query<Driver[], void>({
      query: () => ({ key: ['/api/fleetfolio/drivers'] }),
      providesTags: ['Driver'],
    }),
    createSettlement: build.mutation<SettlementView, SettlementInput>({
      query: (body) => ({ url: SETTLEMENTS, method: 'POST', body }),
      invalidatesTags: [...CHANGES],
    }),
    redrawSettlement: build.mutation<SettlementView, string>({
      query: (id) => ({ url: `${SETTLEMENTS}/${id}/redraw`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGES],
    }),
    approveSettlement: build.mutation<SettlementView, string>({
      query: (id) => ({ url: `${SETTLEMENTS}/${id}/approve`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGES],
    }),
    paySettlement: build.mutation<SettlementView, string>({
      query: (id) => ({ url: `${SETTLEMENTS}/${id}/pay`, method: 'POST', body: {} }),
      invalidatesTags: [...CHANGES],
    }),
    deleteSettlement: build.mutation<void, string>({
      query: (id) => ({ url: `${SETTLEMENTS}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGES],
    }),
    createPayItem: build.mutation<PayItemView, PayItemInput>({
      query: (body) => ({ url: PAY_ITEMS, method: 'POST', body }),
      invalidatesTags: ['PayItem', 'Activity'],
    }),
    deletePayItem: build.mutation<void, string>({
      query: (id) => ({ url: `${PAY_ITEMS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PayItem', 'Activity'],
    }),
  }),
});

export const settlementPdfUrl = (id: string) => `${SETTLEMENTS}/${id}/pdf`;

export const {
  useSettlementPageInfiniteQuery,
  useSettlementQuery,
  usePayItemPageInfiniteQuery,
  useSettlementDriversQuery,
  useCreateSettlementMutation,
  useRedrawSettlementMutation,
  useApproveSettlementMutation,
  usePaySettlementMutation,
  useDeleteSettlementMutation,
  useCreatePayItemMutation,
  useDeletePayItemMutation,
} = settlementsApi;
