import {
  APPLICATION_STATUSES,
  DRIVER_STATUSES,
  EQUIPMENT_STATUSES,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  LOAD_STATUSES,
  QUOTE_STATUSES,
  SETTLEMENT_STATUSES,
  SHIPMENT_STATUSES,
  TRIP_STATUS_LABELS,
} from './index';
import { STATUS_TONES, TONE_COLOURS, statusColour, toneOf, type StatusTone } from './statusTones';

const byTone = (tone: StatusTone) =>
  Object.keys(STATUS_TONES)
    .filter((status) => STATUS_TONES[status] === tone)
    .sort();

describe('status tones', () => {
  it('says the same thing about good and bad in every area', () => {
    expect(byTone('success')).toEqual(
      expect.arrayContaining(['accepted', 'active', 'approved', 'completed', 'delivered', 'paid']),
    );
    expect(byTone('danger')).toEqual(
      expect.arrayContaining(['declined', 'expired', 'out_of_service', 'overdue', 'rejected']),
    );
    expect(byTone('warning')).toEqual(
      expect.arrayContaining(['maintenance', 'partial', 'pending', 'unpaid']),
    );
    expect(byTone('info')).toEqual(expect.arrayContaining(['dispatched', 'in_transit']));
    expect(byTone('neutral')).toEqual(expect.arrayContaining(['cancelled', 'planned']));
  });

  it('gives every stored status of every area a tone of its own', () => {
    const every = [
      ...QUOTE_STATUSES,
      ...APPLICATION_STATUSES,
      ...SHIPMENT_STATUSES,
      ...INVOICE_STATUSES,
      ...Object.keys(INVOICE_STATUS_LABELS),
      ...LOAD_STATUSES,
      ...Object.keys(TRIP_STATUS_LABELS),
      ...DRIVER_STATUSES,
      ...EQUIPMENT_STATUSES,
      ...SETTLEMENT_STATUSES,
    ];
    expect(every.filter((status) => !Object.hasOwn(STATUS_TONES, status))).toEqual([]);
  });

  it('has one colour per tone, so no two tones look alike', () => {
    const colours = Object.values(TONE_COLOURS);
    expect(new Set(colours).size).toBe(colours.length);
    expect(statusColour('paid')).toBe('green');
    expect(statusColour('overdue')).toBe('red');
    expect(statusColour('in_transit')).toBe('blue');
    expect(statusColour('maintenance')).toBe('yellow');
  });

  it('reads a code it does not know (or an inherited name) as neutral', () => {
    expect(toneOf('something_new')).toBe('neutral');
    expect(toneOf('constructor')).toBe('neutral');
    expect(statusColour('toString')).toBe('grey');
  });
});
