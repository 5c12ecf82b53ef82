import {
  formatCount,
  formatUsd,
  formatUsdRate,
  formatUsDate,
  formatUsDateTime,
  formatWholeUsd,
} from './usFormats';

/** What Intl writes for the same value: the hand-written formats must read the same. */
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_234_567, -4200])('%s reads as Intl writes it', (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('rounds to a whole number', () => {
    expect(formatCount(1234.6)).toBe('1,235');
  });
});

describe('formatUsd', () => {
  it.each([0, 0.5, 1, 1.005, 12.345, 999.995, 1000, 1234.5, 1_000_000, 98_765_432.1, -3, -1234.56])(
    '%s reads as Intl writes it',
    (amount) => {
      expect(formatUsd(amount)).toBe(intlUsd.format(amount));
    },
  );

  it('writes an amount that rounds to zero cents without a sign', () => {
    expect(formatUsd(-0.001)).toBe('$0.00');
  });

  it('writes a dash for what is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('—');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatWholeUsd', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

  it.each([0, 0.5, 1.49, 999.5, 12_345.67, -0.5, -2500])('%s reads as Intl writes it', (amount) => {
    expect(formatWholeUsd(amount)).toBe(intl.format(amount));
  });
});

describe('formatUsdRate', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });

  it.each([0, 0.6, 0.65, 0.6525, 0.65255, 0.123456, 1.5, 1250, 45.1])(
    '%s reads as Intl writes it',
    (rate) => {
      expect(formatUsdRate(rate)).toBe(intl.format(rate));
    },
  );
});

describe('formatUsDate', () => {
  it('writes the UTC day of a stored date', () => {
    expect(formatUsDate('2026-12-01T00:00:00.000Z')).toBe('12/01/2026');
    expect(formatUsDate('2026-03-09T23:59:59.999Z')).toBe('03/09/2026');
  });

  it('writes a stored calendar day as it is, in any time zone', () => {
    expect(formatUsDate('2026-03-01')).toBe('03/01/2026');
  });

  it('writes a dash when absent or invalid', () => {
    expect(formatUsDate(null)).toBe('—');
    expect(formatUsDate(undefined)).toBe('—');
    expect(formatUsDate('nonsense')).toBe('—');
  });
});

describe('formatUsDateTime', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });

  it.each([
    '2026-12-01T15:05:00',
    '2026-12-01T00:00:00',
    '2026-12-01T12:30:00',
    '2027-01-09T09:07:00',
  ])('%s reads as Intl writes it, in the viewer’s time zone', (value) => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatUsDateTime(value))).toBe(spaced(intl.format(new Date(value))));
  });

  it('keeps the time with its AM or PM', () => {
    expect(formatUsDateTime('2026-12-01T15:05:00')).toBe('12/01/2026, 3:05\u00a0PM');
  });

  it('writes a dash when invalid', () => {
    expect(formatUsDateTime('nonsense')).toBe('—');
    expect(formatUsDateTime(null)).toBe('—');
  });
});
