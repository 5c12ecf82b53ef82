import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Select, media } from '@freight/ui';
import { STATUS_NOTE_MAX } from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';

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

interface StatusControlProps<S extends string> {
  /** Names the item in labels, e.g. 'quote from Acme Freight'. */
  itemLabel: string;
  current: string;
  statuses: readonly S[];
  onSubmit: (status: S, note: string) => Promise<unknown>;
}

/** Staff move an item to another status with a short note; the change is recorded by the API. */
export function StatusControl<S extends string>({
  itemLabel,
  current,
  statuses,
  onSubmit,
}: StatusControlProps<S>) {
  const { toast } = useShellServices();
  const [status, setStatus] = useState<string>(current);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(status as S, note.trim());
      setNote('');
      toast.show({ title: 'Status Updated', description: `Status changed to ${status}` });
    } catch (error) {
      toast.show({
        title: 'Error',
        description: errorMessage(error, 'Failed to update status'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form aria-labelledby={headingId} onSubmit={submit}>
      <span id={headingId} hidden>
        Change status of {itemLabel}
      </span>
      <Field label="New status">
        <Select value={status} onChange={(event) => setStatus(event.target.value)}>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note">
        <Input
          value={note}
          maxLength={STATUS_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={saving || status === current}>
        {saving ? 'Saving...' : 'Update Status'}
      </Button>
    </Form>
  );
}
