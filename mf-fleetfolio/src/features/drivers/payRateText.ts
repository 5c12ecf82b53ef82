import { formatUsdRate, type PayType } from '@freight/contracts';

/** The rate with its unit, as the pay type reads it ("$0.65/mile", "30% of revenue"). */
const PAY_RATE_TEXT: Record<PayType, (rate: number) => string> = {
  per_mile: (rate) => `${formatUsdRate(rate)}/mile`,
  percentage: (rate) => `${rate}% of revenue`,
  flat: (rate) => `${formatUsdRate(rate)}/trip`,
  hourly: (rate) => `${formatUsdRate(rate)}/hour`,
};

/** A driver's pay in words; empty when the API sent none (a dispatcher never sees pay). */
export const payRateText = (payType: PayType | null, payRate: number | null) =>
  payType && payRate !== null ? PAY_RATE_TEXT[payType](payRate) : '';
