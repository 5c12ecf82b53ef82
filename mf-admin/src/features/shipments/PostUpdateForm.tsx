import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Input, Select, Textarea } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  SHIPMENT_STATUSES,
  formatStatus,
  shipmentUpdateSchema,
  type AdminShipment,
  type ShipmentUpdateInput,
} from '@freight/contracts';
import { usePostShipmentUpdateMutation } from './api';
import { contractResolver } from './formResolver';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  & > .wide {
    grid-column: 1 / -1;
  }
`;

/** datetime-local gives local wall time; the API wants an ISO moment. */
const toIso = (local: string | undefined) => (local ? new Date(local).toISOString() : undefined);

/** Posts a timeline update; it also moves the shipment to the update's status. */
export function PostUpdateForm({ shipment }: { shipment: AdminShipment }) {
  const { toast } = useShellServices();
  const [postUpdate, { isLoading }] = usePostShipmentUpdateMutation();
  const { register, handleSubmit, formState, reset } = useForm<ShipmentUpdateInput>({
    resolver: contractResolver(shipmentUpdateSchema),
    defaultValues: { status: shipment.status, location: '', notes: '', timestamp: '' },
  });
  const submit = handleSubmit(async (values) => {
    const result = await postUpdate({
      ...values,
      timestamp: toIso(values.timestamp),
      id: shipment.id,
    });
    if (result.error) {
      toast.show({
        title: 'Update Not Posted',
        description: errorMessage(result.error, 'Failed to post the update'),
        variant: 'destructive',
      });
      return;
    }
    toast.show({
      title: 'Update Posted',
      description: `${shipment.shipmentNumber} is now ${formatStatus(result.data.status)}.`,
    });
    reset({ status: result.data.status, location: '', notes: '', timestamp: '' });
  });
  const { errors } = formState;
  return (
    <Form aria-label="Post an update" noValidate onSubmit={submit}>
      <Field label="Status" error={errors.status?.message} required>
        <Select {...register('status')}>
          {SHIPMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {formatStatus(status)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Location" error={errors.location?.message}>
        <Input {...register('location')} />
      </Field>
      <Field label="Time" hint="Leave empty for now" error={errors.timestamp?.message}>
        <Input
          type="datetime-local"
          {...register('timestamp', { setValueAs: (value: string) => value || undefined })}
        />
      </Field>
      <div className="wide">
        <Field label="Update Notes" error={errors.notes?.message}>
          <Textarea {...register('notes')} />
        </Field>
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Posting...' : 'Post Update'}
      </Button>
    </Form>
  );
}
