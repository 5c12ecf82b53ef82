import styled from 'styled-components';
import { Button, Field, Input, Select, Textarea } from '@freight/ui';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import {
  SHIPMENT_STATUSES,
  formatStatus,
  shipmentUpdateSchema,
  type AdminShipment,
  type ShipmentStatus,
  type ShipmentUpdateInput,
} from '@freight/contracts';
import { usePostShipmentUpdateMutation } from './api';
import { useDirtyReport, type DirtyReport } from './useDirtyReport';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  & > .wide {
    grid-column: 1 / -1;
  }
`;

/** What the inputs hold; the time is datetime-local (local wall time) or empty for now. */
interface UpdateValues {
  status: ShipmentStatus;
  location: string;
  notes: string;
  timestamp: string;
}

/** The API wants an ISO moment; an empty time means now. */
const toRequest = ({ timestamp, ...values }: UpdateValues) => {
  const moment = timestamp ? new Date(timestamp) : null;
  if (!moment) return values;
  return {
    ...values,
    timestamp: Number.isNaN(moment.getTime()) ? timestamp : moment.toISOString(),
  };
};

const empty = (status: ShipmentStatus): UpdateValues => ({
  status,
  location: '',
  notes: '',
  timestamp: '',
});

/** Posts a timeline update; it also moves the shipment to the update's status. */
export function PostUpdateForm({
  shipment,
  onDirtyChange,
}: {
  shipment: AdminShipment;
  onDirtyChange: DirtyReport;
}) {
  const [postUpdate, { isLoading }] = usePostShipmentUpdateMutation();
  const run = useMutationToast();
  const form = useSchemaForm<UpdateValues, ShipmentUpdateInput>({
    schema: shipmentUpdateSchema,
    defaultValues: empty(shipment.status),
    toRequest,
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const submit = form.handleSubmit(async (update) => {
    const posted = await run(
      () => postUpdate({ ...update, id: shipment.id }).unwrap(),
      (updated) => ({
        title: 'Update Posted',
        description: `${shipment.shipmentNumber} is now ${formatStatus(updated.status)}.`,
      }),
      'Failed to post the update',
      form,
      'Update Not Posted',
    );
    if (posted) form.reset(empty(form.getValues('status')));
  });
  return (
    <Form aria-label="Post an update" noValidate onSubmit={submit}>
      <Field label="Status" {...form.field('status')}>
        <Select {...form.input('status')}>
          {SHIPMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Location" {...form.field('location')}>
        <Input {...form.input('location')} />
      </Field>
      <Field label="Time" hint="Leave empty for now" {...form.field('timestamp')}>
        <Input type="datetime-local" {...form.input('timestamp')} />
      </Field>
      <div className="wide">
        <Field label="Update Notes" {...form.field('notes')}>
          <Textarea {...form.input('notes')} />
        </Field>
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Posting...' : 'Post Update'}
      </Button>
    </Form>
  );
}
