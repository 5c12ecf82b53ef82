import { CUSTOMER_TYPE_LABELS, FLEET_UNDO_SECONDS, type CustomerView } from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ButtonRow, EmptyText, ItemHeader, ItemList } from '../../shared/layout';
import { useOfferUndo } from '../../shared/UndoNotice';
import { useCustomersQuery, useDeleteCustomerMutation, useRestoreCustomerMutation } from './api';
import { CustomerForm } from './CustomerForm';

/** The address book: customers, shippers and consignees (loads add their customer here). */
export function CustomersPanel() {
  const { data: customers = [], isLoading } = useCustomersQuery();
  const [deleteCustomer, deleting] = useDeleteCustomerMutation();
  const [restoreCustomer] = useRestoreCustomerMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [editing, setEditing] = useState<CustomerView | 'new' | null>(null);
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
        <Button onClick={() => setEditing('new')}>Add Customer</Button>
      </ButtonRow>
      {!isLoading && customers.length === 0 ? (
        <EmptyText>No customers yet. Saving a planned load adds its customer here.</EmptyText>
      ) : (
        <ItemList aria-label="Customers">
          {customers.map((customer) => (
            <Card as="li" key={customer.id} aria-label={customer.customerName}>
              <CardContent>
                <ItemHeader>
                  <h4>{customer.customerName}</h4>
                  <Badge $variant="secondary">{CUSTOMER_TYPE_LABELS[customer.customerType]}</Badge>
                </ItemHeader>
                <p>
                  {[customer.contactName, customer.email, customer.phone]
                    .filter(Boolean)
                    .join(' · ') || 'No contact details yet'}
                </p>
                <ButtonRow>
                  <Button
                    $size="sm"
                    $variant="outline"
                    onClick={() => setEditing(customer)}
                    aria-label={`Edit ${customer.customerName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Delete ${customer.customerName}`}
                    onClick={() => setToDelete(customer)}
                  >
                    Delete
                  </Button>
                </ButtonRow>
              </CardContent>
            </Card>
          ))}
        </ItemList>
      )}
      {editing ? (
        <CustomerForm
          customer={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
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
