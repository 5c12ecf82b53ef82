import type { FleetRegistration } from '@freight/contracts';
import { Field, Input } from '@freight/ui';
import type { HTMLInputTypeAttribute } from 'react';
import type { SchemaForm } from '@freight/forms';
import styled from 'styled-components';

type Name = keyof FleetRegistration;

interface FieldSpec {
  name: Name;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

/** Spec §2: the registration form's three sections, with every field of the payload. */
const SECTIONS: ReadonlyArray<{ title: string; fields: FieldSpec[] }> = [
  {
    title: 'Account Information',
    fields: [
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      {
        name: 'password',
        label: 'Password',
        type: 'password',
        autoComplete: 'new-password',
      },
      {
        name: 'confirmPassword',
        label: 'Confirm Password',
        type: 'password',
        autoComplete: 'new-password',
      },
    ],
  },
  {
    title: 'Company Information',
    fields: [
      { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
      { name: 'contactName', label: 'Contact Name', autoComplete: 'name' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
      { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
      { name: 'address', label: 'Address', autoComplete: 'street-address' },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'state', label: 'State', autoComplete: 'address-level1' },
      { name: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code' },
    ],
  },
  {
    title: 'DOT Information',
    fields: [
      { name: 'mcNumber', label: 'MC Number' },
      { name: 'usdotNumber', label: 'USDOT Number' },
      { name: 'taxId', label: 'Tax ID (EIN)' },
    ],
  },
];

const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

export function RegistrationFields({ form }: { form: SchemaForm<FleetRegistration> }) {
  const { errors } = form.formState;
  const errorOf = (name: Name) =>
    // A password mismatch is told once, in the form's alert (spec: 'Passwords do not match').
    name === 'confirmPassword' && errors.confirmPassword?.type === 'any.only'
      ? undefined
      : form.field(name).error;
  return (
    <>
      {SECTIONS.map((section) => (
        <Section key={section.title}>
          <legend>{section.title}</legend>
          {section.fields.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              error={errorOf(field.name)}
              required={form.field(field.name).required}
            >
              <Input
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete ?? 'off'}
                aria-invalid={field.name === 'confirmPassword' && Boolean(errors.confirmPassword)}
                {...form.input(field.name)}
              />
            </Field>
          ))}
        </Section>
      ))}
    </>
  );
}
