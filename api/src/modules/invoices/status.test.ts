import { effectiveStatus } from './status';

describe('invoice overdue rule', () => {
  const due = new Date('2026-12-01T00:00:00.000Z');

  it('keeps a pending invoice pending through its due day', () => {
    expect(effectiveStatus('pending', due, new Date('2026-11-30T12:00:00Z'))).toBe('pending');
    expect(effectiveStatus('pending', due, new Date('2026-12-01T23:59:59Z'))).toBe('pending');
  });

  it('makes an unpaid invoice overdue once its due day has passed', () => {
    expect(effectiveStatus('pending', due, new Date('2026-12-02T00:00:00Z'))).toBe('overdue');
  });

  it('never makes a paid or cancelled invoice overdue', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    expect(effectiveStatus('paid', due, late)).toBe('paid');
    expect(effectiveStatus('cancelled', due, late)).toBe('cancelled');
  });
});
