import { formatStatus, formatUsd, formatUsDate, formatUsDateTime } from './shipmentDisplay';

describe('formatStatus', () => {
  it.each([
    ['in_transit', 'In Transit'],
    ['pending', 'Pending'],
    ['DELIVERED', 'Delivered'],
    ['out_for__delivery', 'Out For Delivery'],
  ])('%s → %s', (status, shown) => {
    expect(formatStatus(status)).toBe(shown);
  });
});

describe('US formats', () => {
  it('formats dollars, dates and moments', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsDate('2026-12-01T00:00:00.000Z')).toBe('12/01/2026');
    expect(formatUsDate(null)).toBe('—');
    expect(formatUsDateTime('nonsense')).toBe('—');
    expect(formatUsDateTime('2026-12-01T15:05:00')).toMatch(/^12\/01\/2026, 3:05\sPM$/);
  });
});
