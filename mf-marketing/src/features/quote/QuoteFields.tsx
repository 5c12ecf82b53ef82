import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  ADDITIONAL_FREIGHT_TYPES,
  ADDITIONAL_FREIGHT_TYPE_LABELS,
  ASSISTANCE_LOCATIONS,
  ASSISTANCE_LOCATION_LABELS,
  ASSISTANCE_TYPES,
  ASSISTANCE_TYPE_LABELS,
  DRIVER_ASSISTANCE_LABELS,
  DRIVER_ASSISTANCE_OPTIONS,
  FREIGHT_TYPES,
  FREIGHT_TYPE_LABELS,
  TIME_TYPES,
  TIME_TYPE_LABELS,
} from '@freight/contracts';
import { AddressAutocomplete, Field, Input, Select, Textarea, media } from '@freight/ui';
import type { QuoteForm } from './useQuoteForm';

const Grid = styled.div`
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

export type QuoteFormVariant = 'modal' | 'inline';

type Form = QuoteForm;

function Options({
  values,
  labels,
}: {
  values: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}

function TextField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
}: {
  form: Form;
  name: 'companyName' | 'contactName' | 'email' | 'phone' | 'weight' | 'dimensions';
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={label} {...form.field(name)}>
      <Input type={type} autoComplete={autoComplete} {...form.input(name)} />
    </Field>
  );
}

type LocationName = 'pickupLocation' | 'deliveryLocation';

/**
 * The address input alone subscribes to its value: a keystroke re-renders it, not the label,
 * hint and error around it (INP, issue 20). `Field` hands it the id and aria attributes.
 */
function LocationInput({
  form,
  name,
  ...fieldProps
}: {
  form: Form;
  name: LocationName;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <AddressAutocomplete
          {...form.rules(name)}
          {...fieldProps}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder="City, State or full address"
        />
      )}
    />
  );
}

function LocationField({ form, name, label }: { form: Form; name: LocationName; label: string }) {
  return (
    <Field label={label} {...form.field(name)}>
      <LocationInput form={form} name={name} />
    </Field>
  );
}

function Schedule({ form, stop }: { form: Form; stop: 'pickup' | 'delivery' }) {
  const title = stop === 'pickup' ? 'Pickup' : 'Delivery';
  return (
    <>
      <Field label={`${title} Date`} {...form.field(`${stop}Date`)}>
        <Input type="date" {...form.input(`${stop}Date`)} />
      </Field>
      <Field label={`${title} Time Type`} {...form.field(`${stop}TimeType`)}>
        <Select {...form.input(`${stop}TimeType`)}>
          <Options values={TIME_TYPES} labels={TIME_TYPE_LABELS} />
        </Select>
      </Field>
      <Wide>
        <Field
          label={`${title} Time`}
          hint="An appointment time or a window, e.g. 8:00 AM - 2:00 PM"
          {...form.field(`${stop}Time`)}
        >
          <Input {...form.input(`${stop}Time`)} />
        </Field>
      </Wide>
    </>
  );
}

function ServiceDetails({ form, variant }: { form: Form; variant: QuoteFormVariant }) {
  return (
    <>
      {variant === 'inline' ? (
        <Field label="Additional Freight Type (optional)" {...form.field('additionalFreightType')}>
          <Select {...form.input('additionalFreightType')}>
            <option value="">None</option>
            <Options values={ADDITIONAL_FREIGHT_TYPES} labels={ADDITIONAL_FREIGHT_TYPE_LABELS} />
          </Select>
        </Field>
      ) : null}
      <Field
        label={variant === 'inline' ? 'Requested Date' : 'Requested Date (optional)'}
        {...form.field('requestedDate')}
      >
        <Input type="date" {...form.input('requestedDate')} />
      </Field>
    </>
  );
}

function DriverAssistance({ form }: { form: Form }) {
  const assisted =
    useWatch({ control: form.control, name: 'driverAssistance' }) === 'driver-assist';
  return (
    <>
      <Wide>
        <Field label="Driver Assistance" {...form.field('driverAssistance')}>
          <Select {...form.input('driverAssistance')}>
            <Options values={DRIVER_ASSISTANCE_OPTIONS} labels={DRIVER_ASSISTANCE_LABELS} />
          </Select>
        </Field>
      </Wide>
      {assisted ? (
        <>
          <Field label="Assistance Location" {...form.field('assistanceLocation')} required>
            <Select aria-required {...form.input('assistanceLocation')}>
              <option value="">Select where</option>
              <Options values={ASSISTANCE_LOCATIONS} labels={ASSISTANCE_LOCATION_LABELS} />
            </Select>
          </Field>
          <Field label="Assistance Type" {...form.field('assistanceType')} required>
            <Select aria-required {...form.input('assistanceType')}>
              <option value="">Select a type</option>
              <Options values={ASSISTANCE_TYPES} labels={ASSISTANCE_TYPE_LABELS} />
            </Select>
          </Field>
        </>
      ) : null}
    </>
  );
}

/** The quote request fields shared by the modal and the contact section's form. */
export function QuoteFields({ form, variant }: { form: Form; variant: QuoteFormVariant }) {
  // useWatch, not form.watch: the latter re-renders the whole form on every keystroke.
  const serviceChosen = useWatch({ control: form.control, name: 'freightType' }) !== '';
  return (
    <Grid>
      <TextField form={form} name="companyName" label="Company Name" autoComplete="organization" />
      <TextField form={form} name="contactName" label="Contact Name" autoComplete="name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <LocationField form={form} name="pickupLocation" label="Pickup Location" />
      <LocationField form={form} name="deliveryLocation" label="Delivery Location" />
      <Field label="Primary Service" {...form.field('freightType')}>
        <Select {...form.input('freightType')}>
          <option value="">Select a service</option>
          <Options values={FREIGHT_TYPES} labels={FREIGHT_TYPE_LABELS} />
        </Select>
      </Field>
      {serviceChosen ? <ServiceDetails form={form} variant={variant} /> : null}
      <TextField form={form} name="weight" label="Weight" />
      <TextField form={form} name="dimensions" label="Dimensions" />
      <Schedule form={form} stop="pickup" />
      <Schedule form={form} stop="delivery" />
      {variant === 'inline' ? <DriverAssistance form={form} /> : null}
      <Wide>
        <Field label="Additional Information" {...form.field('additionalInfo')}>
          <Textarea {...form.input('additionalInfo')} />
        </Field>
      </Wide>
    </Grid>
  );
}
