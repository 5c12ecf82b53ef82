import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { CDL_CLASSES, type DriverApplicationFormValues } from '@freight/contracts';
import { useSchemaFormContext } from '@freight/forms';
import { AddressAutocomplete, Field, Input, Select, Textarea, media } from '@freight/ui';

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

/** The whole label is the tap target, at least 44 px tall. */
const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    min-width: 2.75rem;
    margin-right: ${({ theme }) => theme.space.md};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'cdlNumber' | 'previousEmployer';

const useApplicationForm = () => useSchemaFormContext<DriverApplicationFormValues>();

function TextField(props: { name: TextName; label: string; type?: string; autoComplete?: string }) {
  const form = useApplicationForm();
  return (
    <Field label={props.label} {...form.field(props.name)}>
      <Input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        {...form.input(props.name)}
      />
    </Field>
  );
}

function YesNo({ name, legend }: { name: 'hasDui' | 'hasAccidents'; legend: string }) {
  const form = useApplicationForm();
  const { error } = form.field(name);
  return (
    <Fieldset aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div>
        <label>
          <input type="radio" value="no" {...form.register(name)} /> No
        </label>
        <label>
          <input type="radio" value="yes" {...form.register(name)} /> Yes
        </label>
      </div>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Fieldset>
  );
}

/** Personal, CDL, experience and history fields shared by both application kinds. */
export function PersonFields() {
  const form = useApplicationForm();
  const hasAccidents = form.watch('hasAccidents') === 'yes';
  return (
    <FieldGrid>
      <TextField name="firstName" label="First Name" autoComplete="given-name" />
      <TextField name="lastName" label="Last Name" autoComplete="family-name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <Wide>
        <Controller
          control={form.control}
          name="address"
          render={({ field }) => (
            <Field label="Address" {...form.field('address')}>
              <AddressAutocomplete
                {...form.rules('address')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="street-address"
              />
            </Field>
          )}
        />
      </Wide>
      <TextField name="cdlNumber" label="CDL Number" />
      <Field label="CDL Class" {...form.field('cdlClass')}>
        <Select {...form.input('cdlClass')}>
          <option value="">Select a class</option>
          {CDL_CLASSES.map((cdlClass) => (
            <option key={cdlClass} value={cdlClass}>
              Class {cdlClass}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Years of Experience" {...form.field('yearsExperience')}>
        <Input type="number" {...form.input('yearsExperience')} />
      </Field>
      <TextField name="previousEmployer" label="Previous Employer (optional)" />
      <YesNo name="hasDui" legend="Any DUI in your history?" />
      <YesNo name="hasAccidents" legend="Any accidents in your history?" />
      {hasAccidents ? (
        <Wide>
          <Field label="Accident Details" {...form.field('accidentDetails')} required>
            <Textarea aria-required {...form.input('accidentDetails')} />
          </Field>
        </Wide>
      ) : null}
      <Wide>
        <CheckboxLabel>
          <input type="checkbox" {...form.register('isAvailableImmediately')} /> I am available to
          start immediately
        </CheckboxLabel>
      </Wide>
    </FieldGrid>
  );
}
