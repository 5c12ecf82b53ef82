import { expiredDriverPaper, paperExpired, utcDayOf } from './fleetfolioCompliance';

describe('paper expiry', () => {
  it('keeps a paper valid through its last day, in UTC', () => {
    expect(utcDayOf(new Date('2026-10-01T23:59:59.999Z'))).toBe('2026-10-01');
    expect(paperExpired('2026-10-01', '2026-10-01')).toBe(false);
    expect(paperExpired('2026-10-01', '2026-10-02')).toBe(true);
    expect(paperExpired('', '2026-10-02')).toBe(false);
  });

  it("names a driver's first expired paper, the CDL before the medical card", () => {
    const today = '2026-10-02';
    expect(expiredDriverPaper({ licenseExpiration: '2027-01-01' }, today)).toBeUndefined();
    expect(
      expiredDriverPaper(
        { licenseExpiration: '2026-09-30', medicalCardExpiration: '2026-10-01' },
        today,
      ),
    ).toEqual({ document: 'cdl', expiresOn: '2026-09-30' });
    expect(
      expiredDriverPaper({ licenseExpiration: '', medicalCardExpiration: '2026-10-01' }, today),
    ).toEqual({ document: 'medical_card', expiresOn: '2026-10-01' });
  });
});
