import { PAY_ITEM_CATEGORY_LABELS, type PayItemView } from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Button } from '@freight/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { formatDollars } from '../../shared/format';
import { EmptyText } from '../../shared/layout';
import { useDeletePayItemMutation } from './api';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const describe = (item: PayItemView) =>
  `${item.itemDate} ${item.driverName}: ${PAY_ITEM_CATEGORY_LABELS[item.category]} ${formatDollars(item.amount)}${item.note ? ` (${item.note})` : ''}`;

/** The advances and deductions; an item no settlement has taken can be deleted. */
export function PayItemList({ items }: { items: PayItemView[] }) {
  const [deleting, setDeleting] = useState<PayItemView | null>(null);
  const [deletePayItem, { isLoading }] = useDeletePayItemMutation();
  const run = useMutationToast();
  if (items.length === 0) return <EmptyText>No advances or deductions recorded yet.</EmptyText>;

  const confirm = async (item: PayItemView) => {
    await run(
      () => deletePayItem(item.id).unwrap(),
      { title: 'Pay Item Deleted', description: describe(item) },
      'Failed to delete the pay item',
    );
    setDeleting(null);
  };

  return (
    <>
      <Items aria-label="Advances and deductions">
        {items.map((item) => (
          <li key={item.id}>
            <span>{describe(item)}</span>
            {item.settlementId ? (
              <span>Settled on {item.settlementNumber}</span>
            ) : (
              <Button
                $size="sm"
                $variant="outline"
                aria-label={`Delete ${describe(item)}`}
                onClick={() => setDeleting(item)}
              >
                Delete
              </Button>
            )}
          </li>
        ))}
      </Items>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete pay item?"
        description={deleting ? describe(deleting) : ''}
        confirmLabel="Delete"
        busy={isLoading}
        onConfirm={() => deleting && void confirm(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
