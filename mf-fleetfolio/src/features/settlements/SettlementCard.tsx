import {
  FLEET_SETTLEMENT_MESSAGES,
  SETTLEMENT_STATUS_LABELS,
  statusColour,
  type SettlementView,
  formatUsd,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FactList } from '../../shared/FactList';
import { ButtonRow, ItemHeader } from '../../shared/layout';
import {
  settlementPdfUrl,
  useApproveSettlementMutation,
  useDeleteSettlementMutation,
  usePaySettlementMutation,
  useRedrawSettlementMutation,
} from './api';
import { SettlementStatement } from './SettlementStatement';

type Step = 'approve' | 'pay' | 'delete';

const QUESTIONS: Record<
  Step,
  { title: (number: string) => string; description: string; confirm: string }
> = {
  approve: {
    title: (number) => `Approve settlement ${number}?`,
    description:
      'Its trips, advances and deductions are locked: no other settlement can pay them again, and the statement no longer changes.',
    confirm: 'Approve',
  },
  pay: {
    title: (number) => `Mark settlement ${number} paid?`,
    description: 'Record that the driver has been paid the net of this statement.',
    confirm: 'Mark Paid',
  },
  delete: {
    title: (number) => `Delete draft settlement ${number}?`,
    description: 'Its trips and items are free again for another settlement.',
    confirm: 'Delete Draft',
  },
};

interface SettlementCardProps {
  settlement: SettlementView;
  /** The draft was deleted: whatever showed it closes. */
  onDeleted: () => void;
}

/** One settlement: its totals, the statement to review, and the next step of its life. */
export function SettlementCard({ settlement, onDeleted }: SettlementCardProps) {
  const [reviewing, setReviewing] = useState(settlement.status === 'draft');
  const [asking, setAsking] = useState<Step | null>(null);
  const [approve, approving] = useApproveSettlementMutation();
  const [pay, paying] = usePaySettlementMutation();
  const [remove, removing] = useDeleteSettlementMutation();
  const [redraw, redrawing] = useRedrawSettlementMutation();
  const run = useMutationToast();
  const busy = approving.isLoading || paying.isLoading || removing.isLoading;

  // A draft lists what was stored when it was drawn up: corrected hours or a later item need this.
  const redrawDraft = () =>
    run(
      () => redraw(settlement.id).unwrap(),
      { title: 'Settlement Redrawn', description: `${name} lists what is stored now.` },
      'Failed to redraw the settlement',
    );
  const name = `Settlement ${settlement.settlementNumber}`;

  const act = async (step: Step) => {
    const done = {
      approve: () =>
        run(
          () => approve(settlement.id).unwrap(),
          {
            title: FLEET_SETTLEMENT_MESSAGES.settlementApprovedTitle,
            description: `${name} is approved.`,
          },
          'Failed to approve the settlement',
        ),
      pay: () =>
        run(
          () => pay(settlement.id).unwrap(),
          { title: FLEET_SETTLEMENT_MESSAGES.settlementPaidTitle, description: `${name} is paid.` },
          'Failed to mark the settlement paid',
        ),
      delete: async () => {
        const deleted = await run(
          () => remove(settlement.id).unwrap(),
          { title: 'Settlement Deleted', description: `${name} was deleted.` },
          'Failed to delete the settlement',
        );
        if (deleted) onDeleted();
      },
    }[step];
    await done();
    setAsking(null);
  };

  const facts: Array<[string, string]> = [
    ['Driver', settlement.driverName],
    ['Pay Period', `${settlement.periodStart} to ${settlement.periodEnd}`],
    ['Trips', String(settlement.trips.length)],
    ['Gross Pay', formatUsd(settlement.grossPay)],
    ['Advances', formatUsd(settlement.advances)],
    ['Deductions', formatUsd(settlement.deductions)],
    ['Net Pay', formatUsd(settlement.netPay)],
  ];
  const question = asking ? QUESTIONS[asking] : null;

  return (
    <Card as="li" aria-label={name}>
      <CardContent>
        <ItemHeader>
          <h4>{name}</h4>
          <Badge $variant={statusColour(settlement.status)}>
            {SETTLEMENT_STATUS_LABELS[settlement.status]}
          </Badge>
        </ItemHeader>
        <FactList facts={facts} />
        <ButtonRow>
          <Button
            $variant="outline"
            aria-expanded={reviewing}
            onClick={() => setReviewing((open) => !open)}
          >
            {reviewing ? 'Hide Statement' : 'Review Statement'}
          </Button>
          {settlement.status === 'draft' ? (
            <>
              <Button onClick={() => setAsking('approve')}>Approve</Button>
              <Button
                $variant="outline"
                disabled={redrawing.isLoading}
                onClick={() => void redrawDraft()}
              >
                Redraw
              </Button>
            </>
          ) : null}
          {settlement.status === 'approved' ? (
            <Button onClick={() => setAsking('pay')}>Mark Paid</Button>
          ) : null}
          <Button as="a" $variant="outline" href={settlementPdfUrl(settlement.id)} download>
            Download PDF
          </Button>
          {settlement.status === 'draft' ? (
            <Button $variant="outline" onClick={() => setAsking('delete')}>
              Delete Draft
            </Button>
          ) : null}
        </ButtonRow>
        {reviewing ? <SettlementStatement settlement={settlement} /> : null}
        <ConfirmDialog
          open={question !== null}
          title={question?.title(settlement.settlementNumber) ?? ''}
          description={question?.description ?? ''}
          confirmLabel={question?.confirm ?? ''}
          busy={busy}
          onConfirm={() => asking && void act(asking)}
          onCancel={() => setAsking(null)}
        />
      </CardContent>
    </Card>
  );
}
