import { formatStatus, TRACKING_STEPS, trackingProgress } from './shipmentDisplay';

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

describe('trackingProgress', () => {
  it('names each step after one status as a shipment update names it (a mail and the page agree)', () => {
    for (const step of TRACKING_STEPS.slice(1)) {
      expect(step.statuses.map(formatStatus)).toContain(step.label);
    }
  });

  it.each([
    ['pending', 0],
    ['confirmed', 0],
    ['picked_up', 1],
    ['in_transit', 2],
    ['out_for_delivery', 3],
    ['delivered', 4],
  ] as const)('%s stands on step %i', (status, step) => {
    expect(trackingProgress(status, [])).toEqual({ step, exception: false, cancelled: false });
    expect(TRACKING_STEPS[step].statuses).toContain(status);
  });

  it('keeps an exception on the last step the updates reached', () => {
    const updates = [{ status: 'exception' }, { status: 'in_transit' }, { status: 'picked_up' }];
    expect(trackingProgress('exception', updates)).toEqual({
      step: 2,
      exception: true,
      cancelled: false,
    });
    expect(trackingProgress('exception', [{ status: 'exception' }]).step).toBe(0);
  });

  it('puts a cancelled shipment on no step', () => {
    expect(trackingProgress('cancelled', [{ status: 'in_transit' }])).toEqual({
      step: -1,
      exception: false,
      cancelled: true,
    });
  });
});
