import Joi from 'joi';
import { toCents } from './fleetfolioOperations';
import { friendly } from './friendlyMessages';
import {
  QUOTE_ACCESSORIALS_MAX,
  QUOTE_DECLINE_REASON_MAX,
  QUOTE_PRICE_MESSAGES,
  QUOTE_PRICE_NOTES_MAX,
  priceExpired,
  priceTotal,
  type QuoteAccessorial,
  type QuotePriceInput,
} from './quotePriceDisplay';
import { MONEY_MAX } from './shipments';

const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function amountsValid(price: QuotePriceInput): boolean {
  const accessorials = Array.isArray(price.accessorials) ? price.accessorials : [];
  return [price.lineHaul, price.fuelSurcharge, ...accessorials.map((item) => item?.amount)].every(
    isAmount,
  );
}

const amount = (label: string) =>
  Joi.number()
    .empty('')
    .min(0)
    .precision(2)
    .max(MONEY_MAX)
    .required()
    .label(label)
    .messages({ 'number.max': '{#label} is too large' });

const isoDay = Joi.string()
  .trim()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value))
      return helpers.error('string.pattern.base');
    return priceExpired(value) ? helpers.error('date.past') : value;
  })
  .messages({
    'string.pattern.base': '{#label} must be a date',
    'date.past': QUOTE_PRICE_MESSAGES.validUntilPast,
  });

/** POST /api/admin/quotes/:id/price and the admin's price form. */
export const quotePriceSchema = friendly(
  Joi.object<QuotePriceInput>({
    lineHaul: amount('Line haul'),
    fuelSurcharge: amount('Fuel surcharge'),
    accessorials: Joi.array()
      .items(
        Joi.object<QuoteAccessorial>({
          name: Joi.string().trim().max(100).required().label('Accessorial name'),
          amount: amount('Accessorial amount'),
        }),
      )
      .max(QUOTE_ACCESSORIALS_MAX)
      .default([])
      .label('Accessorials'),
    total: amount('Total')
      .custom((value: number, helpers) => {
        const price = helpers.state.ancestors[0] as QuotePriceInput;
        // A missing or refused amount is named on its own field; the sum is checked without it.
        if (!amountsValid(price)) return value;
        return toCents(value) === toCents(priceTotal(price)) ? value : helpers.error('total.sum');
      })
      .messages({ 'total.sum': QUOTE_PRICE_MESSAGES.totalMismatch }),
    validUntil: isoDay.required().label('Valid until'),
    notes: Joi.string().trim().allow('').max(QUOTE_PRICE_NOTES_MAX).label('Notes'),
  }),
);

/** POST /api/client-portal/quotes/:id/decline and the portal's decline form. */
export const quoteDeclineSchema = friendly(
  Joi.object<{ reason?: string }>({
    reason: Joi.string().trim().allow('').max(QUOTE_DECLINE_REASON_MAX).label('Reason'),
  }),
);
