import { useFieldArray, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Input, Textarea } from '@freight/ui';
import { useSaveForm } from '@freight/forms';
import {
  QUOTE_ACCESSORIALS_MAX,
  formatUsd,
  priceTotal,
  quotePriceSchema,
  utcToday,
  type AdminQuote,
  type QuotePriceInput,
} from '@freight/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { usePriceQuoteMutation } from './api';

const Accessorial = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm};
`;

/** What the inputs hold: amounts as typed; the schema converts them. */
interface PriceFormValues {
  lineHaul: string;
  fuelSurcharge: string;
  accessorials: Array<{ name: string; amount: string }>;
  validUntil: string;
  notes: string;
}

const asNumbers = (values: PriceFormValues) =>
  priceTotal({
    lineHaul: Number(values.lineHaul),
    fuelSurcharge: Number(values.fuelSurcharge),
    accessorials: (values.accessorials ?? []).map((item) => ({
      name: item.name,
      amount: Number(item.amount),
    })),
  });

function startingValues(quote: AdminQuote): PriceFormValues {
  const price = quote.price;
  if (!price)
    return { lineHaul: '', fuelSurcharge: '', accessorials: [], validUntil: '', notes: '' };
  return {
    lineHaul: String(price.lineHaul),
    fuelSurcharge: String(price.fuelSurcharge),
    accessorials: price.accessorials.map((item) => ({
      name: item.name,
      amount: String(item.amount),
    })),
    validUntil: price.validUntil,
    notes: price.notes ?? '',
  };
}

/** The price form: the total is the sum of the amounts, computed here and checked by the API. */
export function QuotePriceDialog({ quote, onClose }: { quote: AdminQuote; onClose: () => void }) {
  const [priceQuote, { isLoading }] = usePriceQuoteMutation();
  const { form, submit } = useSaveForm<PriceFormValues, QuotePriceInput, AdminQuote>({
    schema: quotePriceSchema,
    defaultValues: startingValues(quote),
    toRequest: (values) => ({ ...values, total: asNumbers(values) }),
    save: (price) => priceQuote({ id: quote.id, ...price }).unwrap(),
    success: (_priced, price) => ({
      title: 'Price Sent',
      description: `The price of ${formatUsd(price.total)} was mailed to ${quote.email}.`,
    }),
    failure: 'Failed to set the price',
    failureTitle: 'Price Not Sent',
    onSaved: onClose,
  });
  const accessorials = useFieldArray({ control: form.control, name: 'accessorials' });
  const watched = useWatch({ control: form.control }) as PriceFormValues;
  const total = asNumbers(watched);

  return (
    <FormDialog
      title={`Price for ${quote.companyName}`}
      description={`${quote.reference ?? 'Quote'}: ${quote.pickupLocation} to ${quote.deliveryLocation}`}
      formLabel="Quote price"
      busy={isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Send Price"
      busyLabel="Sending..."
      column="12rem"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label="Line haul (USD)" {...form.field('lineHaul')}>
        <Input type="number" inputMode="decimal" {...form.input('lineHaul')} />
      </Field>
      <Field label="Fuel surcharge (USD)" {...form.field('fuelSurcharge')}>
        <Input type="number" inputMode="decimal" {...form.input('fuelSurcharge')} />
      </Field>
      {accessorials.fields.map((item, index) => (
        <Accessorial key={item.id}>
          <legend>Accessorial {index + 1}</legend>
          <Field label="Accessorial name" {...form.field(`accessorials.${index}.name`)}>
            <Input {...form.input(`accessorials.${index}.name`)} />
          </Field>
          <Field label="Accessorial amount (USD)" {...form.field(`accessorials.${index}.amount`)}>
            <Input
              type="number"
              inputMode="decimal"
              {...form.input(`accessorials.${index}.amount`)}
            />
          </Field>
          <Button type="button" $variant="outline" onClick={() => accessorials.remove(index)}>
            Remove accessorial {index + 1}
          </Button>
        </Accessorial>
      ))}
      <div className="wide">
        <Button
          type="button"
          $variant="outline"
          disabled={accessorials.fields.length >= QUOTE_ACCESSORIALS_MAX}
          onClick={() => accessorials.append({ name: '', amount: '' })}
        >
          Add accessorial
        </Button>
      </div>
      <p className="wide" role="status">
        Total: <output aria-label="Total">{formatUsd(total)}</output>
      </p>
      <Field label="Valid until" {...form.field('validUntil')}>
        <Input type="date" min={utcToday()} {...form.input('validUntil')} />
      </Field>
      <div className="wide">
        <Field label="Notes for the shipper" {...form.field('notes')}>
          <Textarea {...form.input('notes')} />
        </Field>
      </div>
    </FormDialog>
  );
}
