import {
  driverSchema,
  fleetRegistrationSchema,
  plannedLoadSchema,
  trailerSchema,
  truckSchema,
} from './fleetfolio';
import { FLEET_MESSAGES } from './fleetfolioTexts';

const registration = {
  email: ' Owner@Carrier.COM ',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  companyName: 'Acme Haul',
  contactName: 'Ann Lee',
};

const load = {
  loadNumber: 'L-1',
  customer: 'Shipper Co',
  pickupLocation: 'Dallas, TX',
  deliveryLocation: 'Atlanta, GA',
  pickupDate: '2026-03-01',
  deliveryDate: '2026-03-03',
  rate: '2500.50',
};

describe('fleetfolio contracts', () => {
  it('normalises the registration email and fills optional fields', () => {
    const { error, value } = fleetRegistrationSchema.validate(registration);
    expect(error).toBeUndefined();
    expect(value.email).toBe('owner@carrier.com');
    expect(value.website).toBe('');
  });

  it('refuses different passwords with the spec message', () => {
    const { error } = fleetRegistrationSchema.validate({ ...registration, confirmPassword: 'x' });
    expect(error?.message).toBe(FLEET_MESSAGES.passwordsDoNotMatch);
  });

  it('limits ZIP code, USDOT number and EIN to the longest value their pattern takes', () => {
    const longest = { zipCode: '75201-1234', usdotNumber: '12345678', taxId: '12-3456789' };
    expect(fleetRegistrationSchema.validate({ ...registration, ...longest }).error).toBeUndefined();
    // A value too long still hears what is wanted: the pattern is checked before the length.
    for (const [field, tooLong, message] of [
      ['zipCode', '75201-12345', 'ZIP code must be 5 digits (or ZIP+4)'],
      ['usdotNumber', '123456789', 'USDOT number must be up to 8 digits'],
      ['taxId', '12-34567890', 'EIN must look like 12-3456789'],
    ] as const) {
      const { error } = fleetRegistrationSchema.validate({ ...registration, [field]: tooLong });
      expect(error?.message).toBe(message);
    }
  });

  it('requires 10 characters of password', () => {
    const { error } = fleetRegistrationSchema.validate({
      ...registration,
      password: '123456789',
      confirmPassword: '123456789',
    });
    expect(error?.message).toBe(FLEET_MESSAGES.passwordTooShort);
  });

  it('converts a load rate and refuses a delivery before pickup', () => {
    expect(plannedLoadSchema.validate(load).value.rate).toBe(2500.5);
    const { error } = plannedLoadSchema.validate({ ...load, deliveryDate: '2026-02-27' });
    expect(error?.message).toBe(FLEET_MESSAGES.deliveryBeforePickup);
    expect(plannedLoadSchema.validate({ ...load, pickupDate: '2026-02-30' }).error?.message).toBe(
      'Pickup date must be a valid date',
    );
  });

  it('names every missing load field', () => {
    const { error } = plannedLoadSchema.validate({}, { abortEarly: false });
    expect(error?.details.map((d) => d.message)).toEqual([
      'Load number is required',
      'Customer is required',
      'Pickup location is required',
      'Delivery location is required',
      'Pickup date is required',
      'Delivery date is required',
      'Rate is required',
    ]);
  });

  it('rounds pay rates to 4 decimals', () => {
    const driver = { name: 'A', license: 'CDL1', phone: '1', email: 'a@b.co', payRate: 0.65 };
    expect(driverSchema.validate(driver).error).toBeUndefined();
    expect(driverSchema.validate({ ...driver, payRate: 0.123456 }).value.payRate).toBe(0.1235);
  });

  it('offers only the listed makes and trailer models', () => {
    const truck = { unit: 'T1', year: 2020, make: 'volvo', model: 'VNL' };
    expect(truckSchema.validate(truck).error).toBeUndefined();
    expect(truckSchema.validate({ ...truck, make: 'tesla' }).error?.message).toBe(
      'Choose a make from the list',
    );
    const trailer = { unit: 'R1', year: 2019, make: 'wabash', model: 'reefer' };
    expect(trailerSchema.validate(trailer).error).toBeUndefined();
    expect(trailerSchema.validate({ ...trailer, model: 'tanker' }).error).toBeDefined();
  });
});
