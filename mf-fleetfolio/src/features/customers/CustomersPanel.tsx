import {
  CUSTOMER_LIST_SORTS,
  CUSTOMER_TYPE_LABELS,
  FLEET_UNDO_SECONDS,
  type CustomerView,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Button, type DataTableColumn } from '@freight/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ButtonRow, EmptyText } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { RowActions } from '../../shared/RowActions';
import { useOfferUndo } from '../../shared/UndoNotice';
import { useTableQuery } from '@freight/runtime';
import {
  useCustomerPageInfiniteQuery,
  useCustomerQuery,
  useDeleteCustomerMutation,
  useRestoreCustomerMutation,
} from './api';
import { CustomerForm } from './CustomerForm';

const DEFAULT_SORT = { sort: 'customerName', dir: 'asc' } as const;

function columns(
  onEdit: (customer: CustomerView) => void,
  onDelete: (customer: CustomerView) => void,
): DataTableColumn<CustomerView>[] {
  return [
    {
      key: 'customerName',
      header: 'Name',
      render: (customer) => customer.customerName,
      sortable: true,
    },
    {
      key: 'customerType',
      header: 'Type',
      render: (customer) => CUSTOMER_TYPE_LABELS[customer.customerType],
      sortable: true,
    },
    { key: 'contactName', header: 'Contact', render: (customer) => customer.contactName },
    { key: 'email', header: 'Email', render: (customer) => customer.email },
    { key: 'phone', header: 'Phone', render: (customer) => customer.phone },
    { key: 'city', header: 'City', render: (customer) => customer.city, sortable: true },
    {
      key: 'actions',
      header: 'Actions',
      render: (customer) => (
        <RowActions
          name={customer.customerName}
          onEdit={() => onEdit(customer)}
          onDelete={() => onDelete(customer)}
        />
      ),
    },
  ];
}

/** The customer opened by its address: from the loaded pages, else read by its id. */
function OpenCustomer({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed?: CustomerView;
  onClose: () => void;
}) {
  const read = useCustomerQuery(id, { skip: Boolean(listed) });
  const customer = listed ?? read.data;
  if (!customer) return <RecordPanel noun="customer" read={read} onClose={onClose} />;
  return <CustomerForm customer={customer} onClose={onClose} />;
}

/**
 * The address book (customers, shippers and consignees; loads add their customer here) as a
 * table: search by name, contact, email, phone or city, the type, the days added, sort, Load
 * more; its state and the open customer (`?customer=<id>`, the edit form) live in the address.
 */
export function CustomersPanel() {
  const table = useTableQuery({
    statuses: CUSTOMER_TYPE_LABELS,
    statusLabel: 'Type',
    sorts: CUSTOMER_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search customers',
    dateLabels: { from: 'Added from', to: 'Added to' },
    openParam: 'customer',
  });
  const result = useCustomerPageInfiniteQuery(table.query);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;
  const [deleteCustomer, deleting] = useDeleteCustomerMutation();
  const [restoreCustomer] = useRestoreCustomerMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<CustomerView | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await run(
      () => deleteCustomer(toDelete.id).unwrap(),
      { title: 'Customer Deleted', description: `${toDelete.customerName} was deleted.` },
      'Failed to delete the customer',
    );
    if (deleted) {
      const { id, customerName } = toDelete;
      offerUndo({ label: `customer ${customerName}`, restore: () => restoreCustomer(id).unwrap() });
    }
    setToDelete(null);
  };
  return (
    <div>
      <ButtonRow>
        <Button onClick={() => setAdding(true)}>Add Customer</Button>
      </ButtonRow>
      {table.openId ? (
        <OpenCustomer
          key={table.openId}
          id={table.openId}
          listed={listed.find((customer) => customer.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      ) : null}
      {noneYet ? (
        <EmptyText>No customers yet. Saving a planned load adds its customer here.</EmptyText>
      ) : (
        <ListTable
          title="Customers"
          noun={{ one: 'customer', other: 'customers' }}
          columns={columns((customer) => table.open(customer.id), setToDelete)}
          rowLabel={(customer) => customer.customerName}
          csvFileName="customers.csv"
          table={table}
          result={result}
        />
      )}
      {adding ? <CustomerForm onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Customer"
        description={`Delete ${toDelete?.customerName ?? ''} from your customers? A customer with loads or invoices is kept. You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Customer"
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
