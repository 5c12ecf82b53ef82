import { Controller, type UseFormReturn } from 'react-hook-form';
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
  QUOTE_TEXT_LIMITS,
  TIME_TYPES,
  TIME_TYPE_LABELS,
  type QuoteFormValues,
} from '@freight/contracts';
import { AddressAutocomplete, Field, Input, Select, Textarea, media } from '@freight/ui';

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

type Form = UseFormReturn<QuoteFormValues>;

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
  required,
  type = 'text',
  autoComplete,
  maxLength,
}: {
  form: Form;
  name: 'companyName' | 'contactName' | 'email' | 'phone' | 'weight' | 'dimensions';
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <Field label={label} required={required} error={form.formState.errors[name]?.message}>
      <Input
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...form.register(name)}
      />
    </Field>
  );
}

function LocationField({
  form,
  name,
  label,
}: {
  form: Form;
  name: 'pickupLocation' | 'deliveryLocation';
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required error={fieldState.error?.message}>
          <AddressAutocomplete
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-required
            placeholder="City, State or full address"
            maxLength={QUOTE_TEXT_LIMITS.location}
          />
        </Field>
      )}
    />
  );
}

function Schedule({ form, stop }: { form: Form; stop: 'pickup' | 'delivery' }) {
  const title = stop === 'pickup' ? 'Pickup' : 'Delivery';
  const errors = form.formState.errors;
  return (
    <>
      <Field label={`${title} Date`} error={errors[`${stop}Date`]?.message}>
        <Input type="date" {...form.register(`${stop}Date`)} />
      </Field>
      <Field label={`${title} Time Type`}>
        <Select {...form.register(`${stop}TimeType`)}>
          <Options values={TIME_TYPES} labels={TIME_TYPE_LABELS} />
        </Select>
      </Field>
      <Wide>
        <Field
          label={`${title} Time`}
          hint="An appointment time or a window, e.g. 8:00 AM - 2:00 PM"
          error={errors[`${stop}Time`]?.message}
        >
          <Input maxLength={QUOTE_TEXT_LIMITS.time} {...form.register(`${stop}Time`)} />
        </Field>
      </Wide>
    </>
  );
}

function ServiceDetails({ form, variant }: { form: Form; variant: QuoteFormVariant }) {
  const errors = form.formState.errors;
  return (
    <>
      {variant === 'inline' ? (
        <Field label="Additional Freight Type (optional)">
          <Select {...form.register('additionalFreightType')}>
            <option value="">None</option>
            <Options values={ADDITIONAL_FREIGHT_TYPES} labels={ADDITIONAL_FREIGHT_TYPE_LABELS} />
          </Select>
        </Field>
      ) : null}
      <Field
        label={variant === 'inline' ? 'Requested Date' : 'Requested Date (optional)'}
        required={variant === 'inline'}
        error={errors.requestedDate?.message}
      >
        <Input
          type="date"
          aria-required={variant === 'inline' || undefined}
          {...form.register('requestedDate')}
        />
      </Field>
    </>
  );
}

function DriverAssistance({ form }: { form: Form }) {
  const assisted = form.watch('driverAssistance') === 'driver-assist';
  const errors = form.formState.errors;
  return (
    <>
      <Wide>
        <Field label="Driver Assistance">
          <Select {...form.register('driverAssistance')}>
            <Options values={DRIVER_ASSISTANCE_OPTIONS} labels={DRIVER_ASSISTANCE_LABELS} />
          </Select>
        </Field>
      </Wide>
      {assisted ? (
        <>
          <Field label="Assistance Location" required error={errors.assistanceLocation?.message}>
            <Select aria-required {...form.register('assistanceLocation')}>
              <option value="">Select where</option>
              <Options values={ASSISTANCE_LOCATIONS} labels={ASSISTANCE_LOCATION_LABELS} />
            </Select>
          </Field>
          <Field label="Assistance Type" required error={errors.assistanceType?.message}>
            <Select aria-required {...form.register('assistanceType')}>
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
  const errors = form.formState.errors;
  const serviceChosen = form.watch('freightType') !== '';
  return (
    <Grid>
      <TextField
        form={form}
        name="companyName"
        label="Company Name"
        required
        autoComplete="organization"
        maxLength={QUOTE_TEXT_LIMITS.name}
      />
      <TextField
        form={form}
        name="contactName"
        label="Contact Name"
        required
        autoComplete="name"
        maxLength={QUOTE_TEXT_LIMITS.name}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={QUOTE_TEXT_LIMITS.email}
      />
      <TextField
        form={form}
        name="phone"
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={QUOTE_TEXT_LIMITS.phone}
      />
      <LocationField form={form} name="pickupLocation" label="Pickup Location" />
      <LocationField form={form} name="deliveryLocation" label="Delivery Location" />
      <Field label="Primary Service" required error={errors.freightType?.message}>
        <Select aria-required {...form.register('freightType')}>
          <option value="">Select a service</option>
          <Options values={FREIGHT_TYPES} labels={FREIGHT_TYPE_LABELS} />
        </Select>
      </Field>
      {serviceChosen ? <ServiceDetails form={form} variant={variant} /> : null}
      <TextField form={form} name="weight" label="Weight" maxLength={QUOTE_TEXT_LIMITS.weight} />
      <TextField
        form={form}
        name="dimensions"
        label="Dimensions"
        maxLength={QUOTE_TEXT_LIMITS.dimensions}
      />
      <Schedule form={form} stop="pickup" />
      <Schedule form={form} stop="delivery" />
      {variant === 'inline' ? <DriverAssistance form={form} /> : null}
      <Wide>
        <Field label="Additional Information" error={errors.additionalInfo?.message}>
          <Textarea
            maxLength={QUOTE_TEXT_LIMITS.additionalInfo}
            {...form.register('additionalInfo')}
          />
        </Field>
      </Wide>
    </Grid>
  );
}
