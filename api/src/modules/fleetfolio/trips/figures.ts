import { fromCents, toCents } from '@freight/contracts';

export interface PayTerms {
  /**
   * per_mile (dollars per mile), percentage (of the trip's revenue), flat (dollars per trip) or
   * hourly (dollars per hour the driver worked on the trip).
   */
  defaultPaymentType?: string | null;
  payRate?: number | null;
}

/** A driver's pay for one trip, in cents, from the driver's pay type and rate. */
export function driverPayCents(
  terms: PayTerms,
  miles: number,
  revenueCents: number,
  hours = 0,
): number {
  const rate = terms.payRate ?? 0;
  if (terms.defaultPaymentType === 'percentage') return Math.round((revenueCents * rate) / 100);
  if (terms.defaultPaymentType === 'flat') return toCents(rate);
  if (terms.defaultPaymentType === 'hourly') return Math.round(rate * hours * 100);
  return Math.round(rate * miles * 100);
}

const perMile = (cents: number, miles: number) => (miles > 0 ? fromCents(cents / miles) : 0);

/**
 * A trip's money figures. Every sum is taken in whole cents and stored as dollars rounded to
 * the cent, so totals never drift by fractions of a cent.
 */
export function tripFigures(input: {
  miles: number;
  hours?: number;
  loadRates: number[];
  expenseAmounts: number[];
  pay: PayTerms[];
}) {
  const revenue = input.loadRates.reduce((sum, rate) => sum + toCents(rate), 0);
  const expenses = input.expenseAmounts.reduce((sum, amount) => sum + toCents(amount), 0);
  const driverPay = input.pay.reduce(
    (sum, terms) => sum + driverPayCents(terms, input.miles, revenue, input.hours),
    0,
  );
  const cost = driverPay + expenses;
  return {
    revenue: fromCents(revenue),
    expenses: fromCents(expenses),
    driverPay: fromCents(driverPay),
    profit: fromCents(revenue - cost),
    revenuePerMile: perMile(revenue, input.miles),
    costPerMile: perMile(cost, input.miles),
    profitPerMile: perMile(revenue - cost, input.miles),
  };
}
