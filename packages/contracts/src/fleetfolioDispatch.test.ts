import { addDays, dispatchBoardQuerySchema, mondayOf, tripsOverlap } from './fleetfolioDispatch';

describe('dispatch board dates', () => {
  it('finds the Monday of a week, across months and years', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });

  it('flags shared days, but not a same-day hand-over from one trip to the next', () => {
    const trip = (start: string, end: string) => ({ start, end });
    expect(tripsOverlap(trip('2026-11-23', '2026-11-25'), trip('2026-11-24', '2026-11-26'))).toBe(
      true,
    );
    expect(tripsOverlap(trip('2026-11-23', '2026-11-25'), trip('2026-11-25', '2026-11-27'))).toBe(
      false,
    );
    expect(tripsOverlap(trip('2026-11-25', '2026-11-27'), trip('2026-11-23', '2026-11-25'))).toBe(
      false,
    );
    expect(tripsOverlap(trip('2026-11-23', '2026-11-27'), trip('2026-11-25', '2026-11-25'))).toBe(
      true,
    );
    expect(tripsOverlap(trip('2026-11-23', '2026-11-24'), trip('2026-11-26', '2026-11-27'))).toBe(
      false,
    );
    expect(tripsOverlap(trip('2026-11-25', '2026-11-25'), trip('2026-11-25', '2026-11-25'))).toBe(
      false,
    );
  });

  it('accepts a calendar day as the week and refuses anything else', () => {
    expect(dispatchBoardQuerySchema.validate({ week: '2026-11-25' }).error).toBeUndefined();
    expect(dispatchBoardQuerySchema.validate({}).error).toBeUndefined();
    expect(dispatchBoardQuerySchema.validate({ week: '2026-02-30' }).error?.message).toBe(
      'Week must be a valid date (YYYY-MM-DD)',
    );
    expect(
      dispatchBoardQuerySchema.validate({ week: '2026-11-25', driver: 'x' }).error,
    ).toBeDefined();
  });
});
