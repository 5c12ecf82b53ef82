import type { CustomerInput, CustomerView } from '@freight/contracts';
import { fleetApi } from '../../shared/api';

const CUSTOMERS = '/api/fleetfolio/customers';

const customersApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<CustomerView[], void>({
      query: () => ({ key: [CUSTOMERS] }),
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
  useCustomersQuery,
  useSaveCustomerMutation,
  useDeleteCustomerMutation,
  useRestoreCustomerMutation,
} = customersApi;
