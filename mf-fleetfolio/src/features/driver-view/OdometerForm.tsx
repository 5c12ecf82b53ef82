import { odometerSchema, type OdometerInput } from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import styled from 'styled-components';

const Row = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

interface OdometerFormProps {
  at: OdometerInput['at'];
  onRecord: (input: OdometerInput) => void;
}

/** The odometer at trip start or end, in whole miles. */
export function OdometerForm({ at, onRecord }: OdometerFormProps) {
  const label = at === 'start' ? 'Odometer at trip start' : 'Odometer at trip end';
  const form = useSchemaForm<{ reading: number | string }, OdometerInput>({
    schema: odometerSchema,
    defaultValues: { reading: '' },
    toRequest: (values) => ({ ...values, at }),
  });
  const submit = form.handleSubmit((input) => {
    onRecord(input);
    form.reset();
  });
  return (
    <Row noValidate aria-label={label} onSubmit={submit}>
      <Field label={label} {...form.field('reading')}>
        <Input type="number" inputMode="numeric" {...form.input('reading')} />
      </Field>
      <Button type="submit">Save</Button>
    </Row>
  );
}
