import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Input, Select, media } from '@freight/ui';
import {
  type SchemaSource,
  UnreachableAlert,
  useMutationToast,
  useSchemaForm,
} from '@freight/forms';
import { formatStatus } from '@freight/contracts';

// One column on a phone: three in a row squeezed the note to 26 px.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(9rem, 12rem) minmax(0, 1fr) auto;
  }
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const FullRow = styled.div`
  grid-column: 1 / -1;
`;

interface StatusControlProps<S extends string> {
  /** Names the item in labels, e.g. 'quote from Acme Freight'. */
  itemLabel: string;
  current: string;
  /** The statuses the item may move to; a current status not among them is shown, not offered. */
  statuses: readonly S[];
  /**
   * The contracts schema of this kind of status change (its statuses, the note's limit), or its
   * loader: the lists load it on the control's first focus.
   */
  schema: SchemaSource;
  onSubmit: (status: S, note: string) => Promise<unknown>;
}

/** Staff move an item to another status with a short note; the change is recorded by the API. */
export function StatusControl<S extends string>({
  itemLabel,
  current,
  statuses,
  schema,
  onSubmit,
}: StatusControlProps<S>) {
  const run = useMutationToast();
  const headingId = useId();
  const form = useSchemaForm<{ status: string; note: string }>({
    schema,
    defaultValues: { status: current, note: '' },
  });
  const status = useWatch({ control: form.control, name: 'status' });

  const submit = form.handleSubmit(async (change) => {
    const saved = await run(
      // The schema allowed only the statuses of this list.
      () => onSubmit(change.status as S, change.note),
      { title: 'Status Updated', description: `Status changed to ${formatStatus(change.status)}` },
      'Failed to update status',
      form,
    );
    if (saved) form.reset({ status: change.status, note: '' });
  });

  return (
    <Form aria-labelledby={headingId} noValidate onSubmit={submit} onFocus={form.preloadSchema}>
      <span id={headingId} hidden>
        Change status of {itemLabel}
      </span>
      <Field label="New status" {...form.field('status')}>
        <Select {...form.input('status')}>
          {statuses.includes(current as S) ? null : (
            <option value={current}>{`${formatStatus(current)} (current)`}</option>
          )}
          {statuses.map((value) => (
            <option key={value} value={value}>
              {formatStatus(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note" {...form.field('note')}>
        <Input {...form.input('note')} />
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting || status === current}>
        {form.formState.isSubmitting ? 'Saving...' : 'Update Status'}
      </Button>
      {form.schemaUnreachable ? (
        <FullRow>
          <UnreachableAlert />
        </FullRow>
      ) : null}
    </Form>
  );
}
