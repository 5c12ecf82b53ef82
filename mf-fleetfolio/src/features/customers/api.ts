import {
  type CustomerInput,
  type CustomerListSort,
  type CustomerType,
  type CustomerView,
  type ListPage,
} from '@freight/contracts';
import { fleetApi } from '../../shared/api';
import { cursorPages, type TableQuery } from '@freight/runtime';

type CustomerTableQuery = TableQuery<CustomerType, CustomerListSort>;

const CUSTOMERS = '/api/fleetfolio/customers';

const customersApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Customers table: one page per cursor, `nextCursor` of the last page for more. */
    customerPage: build.infiniteQuery<ListPage<CustomerView>, CustomerTableQuery, string | null>({
      ...cursorPages(`${CUSTOMERS}/page`),
      providesTags: ['Customer'],
    }),
    /** One customer, for one opened by its address that the loaded pages do not hold. */
    customer: build.query<CustomerView, string>({
      query: (id) => ({ key: [CUSTOMERS, encodeURIComponent(id)] }),
      providesTags: ['Customer'],
    }),
    saveCustomer: build.mutation<CustomerView, { id?: string; customer: CustomerInput }>({
      query: ({ id, customer }) =>
        id
          ? { url: `${CUSTOMERS}/${id}`, method: 'PUT', body: customer }
          : { url: CUSTOMERS, method: 'POST', body: customer },
      invalidatesTags: ['Customer', 'CarrierInvoice'],
    }),
    deleteCustomer: build.mutation<void, string>({
      query: (id) => ({ url: `${CUSTOMERS}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Customer'],
    }),
    restoreCustomer: build.mutation<unknown, string>({
      query: (id) => ({ url: `${CUSTOMERS}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const {
  useCustomerPageInfiniteQuery,
  useCustomerQuery,
  useSaveCustomerMutation,
  useDeleteCustomerMutation,
  useRestoreCustomerMutation,
} = customersApi;
