import { Controller, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import {
  APPLICATION_TEXT_LIMITS,
  CDL_CLASSES,
  MAX_YEARS_EXPERIENCE,
  type DriverApplicationFormValues,
} from '@freight/contracts';
import { AddressAutocomplete, Field, Input, Select, Textarea, media } from '@freight/ui';

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Wide = styled.div`
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

function TextField(props: {
  name: TextName;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength: number;
}) {
  const { register, formState } = useFormContext<DriverApplicationFormValues>();
  return (
    <Field
      label={props.label}
      required={props.required}
      error={formState.errors[props.name]?.message}
    >
      <Input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        aria-required={props.required || undefined}
        {...register(props.name)}
      />
    </Field>
  );
}

function YesNo({ name, legend }: { name: 'hasDui' | 'hasAccidents'; legend: string }) {
  const { register, formState } = useFormContext<DriverApplicationFormValues>();
  const error = formState.errors[name]?.message;
  return (
    <Fieldset aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div>
        <label>
          <input type="radio" value="no" {...register(name)} /> No
        </label>
        <label>
          <input type="radio" value="yes" {...register(name)} /> Yes
        </label>
      </div>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Fieldset>
  );
}

/** Personal, CDL, experience and history fields shared by both application kinds. */
export function PersonFields() {
  const { register, control, formState, watch } = useFormContext<DriverApplicationFormValues>();
  const errors = formState.errors;
  const hasAccidents = watch('hasAccidents') === 'yes';
  return (
    <FieldGrid>
      <TextField
        name="firstName"
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={APPLICATION_TEXT_LIMITS.name}
      />
      <TextField
        name="lastName"
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={APPLICATION_TEXT_LIMITS.name}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={APPLICATION_TEXT_LIMITS.email}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={APPLICATION_TEXT_LIMITS.phone}
      />
      <Wide>
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState }) => (
            <Field label="Address" required error={fieldState.error?.message}>
              <AddressAutocomplete
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-required
                autoComplete="street-address"
                maxLength={APPLICATION_TEXT_LIMITS.address}
              />
            </Field>
          )}
        />
      </Wide>
      <TextField
        name="cdlNumber"
        label="CDL Number"
        required
        maxLength={APPLICATION_TEXT_LIMITS.cdlNumber}
      />
      <Field label="CDL Class" required error={errors.cdlClass?.message}>
        <Select aria-required {...register('cdlClass')}>
          <option value="">Select a class</option>
          {CDL_CLASSES.map((cdlClass) => (
            <option key={cdlClass} value={cdlClass}>
              Class {cdlClass}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Years of Experience" required error={errors.yearsExperience?.message}>
        <Input
          type="number"
          min={1}
          max={MAX_YEARS_EXPERIENCE}
          step={1}
          aria-required
          {...register('yearsExperience')}
        />
      </Field>
      <TextField
        name="previousEmployer"
        label="Previous Employer (optional)"
        maxLength={APPLICATION_TEXT_LIMITS.employer}
      />
      <YesNo name="hasDui" legend="Any DUI in your history?" />
      <YesNo name="hasAccidents" legend="Any accidents in your history?" />
      {hasAccidents ? (
        <Wide>
          <Field label="Accident Details" required error={errors.accidentDetails?.message}>
            <Textarea
              aria-required
              maxLength={APPLICATION_TEXT_LIMITS.accidentDetails}
              {...register('accidentDetails')}
            />
          </Field>
        </Wide>
      ) : null}
      <Wide>
        <CheckboxLabel>
          <input type="checkbox" {...register('isAvailableImmediately')} /> I am available to start
          immediately
        </CheckboxLabel>
      </Wide>
    </FieldGrid>
  );
}
