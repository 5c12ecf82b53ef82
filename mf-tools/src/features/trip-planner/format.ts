const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatUsd = (value: number) => usd.format(value);
export const formatMiles = (value: number) => `${decimal.format(value)} mi`;
export const formatHours = (value: number) => `${value.toFixed(2)} hours`;
