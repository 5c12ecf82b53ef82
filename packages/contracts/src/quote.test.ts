import { inlineQuoteFormSchema, quoteRequestSchema } from './quote';
import { QUOTE_FIELD_MESSAGES } from './quoteTexts';
import { APPLICATION_FIELD_MESSAGES, maxTruckYear } from './applications';
import { driverApplicationSchema, ownerOperatorApplicationSchema } from './applicationSchemas';
import { fileAddress, fileIdFromAddress, invalidFileTypeMessage } from './uploadLimits';

const quote = {
  companyName: 'Acme Foods',
  contactName: 'Ann Lee',
  email: 'Ann@Acme.com ',
  phone: '(555) 123-4567',
  pickupLocation: 'Dallas, TX',
  deliveryLocation: 'Atlanta, GA',
  freightType: 'ftl',
};

const options = { abortEarly: false, errors: { wrap: { label: false } } } as const;

function messagesOf(result: { error?: { details: Array<{ path: unknown[]; message: string }> } }) {
  return Object.fromEntries(
    (result.error?.details ?? []).map((detail) => [detail.path.join('.'), detail.message]),
  );
}

describe('quote contract', () => {
  it('fills the defaults of a minimal request', () => {
    const { error, value } = quoteRequestSchema.validate(quote, options);
    expect(error).toBeUndefined();
    expect(value).toMatchObject({
      email: 'ann@acme.com',
      pickupTimeType: 'flexible',
      deliveryTimeType: 'flexible',
      driverAssistance: 'no-touch',
      documentsUrls: [],
    });
  });

  it('names each missing required field', () => {
    expect(messagesOf(quoteRequestSchema.validate({}, options))).toEqual({
      companyName: QUOTE_FIELD_MESSAGES.companyName,
      contactName: QUOTE_FIELD_MESSAGES.contactName,
      email: QUOTE_FIELD_MESSAGES.email,
      phone: QUOTE_FIELD_MESSAGES.phone,
      pickupLocation: QUOTE_FIELD_MESSAGES.pickupLocation,
      deliveryLocation: QUOTE_FIELD_MESSAGES.deliveryLocation,
      freightType: QUOTE_FIELD_MESSAGES.freightType,
    });
  });

  it('requires the requested date on the inline form only', () => {
    expect(messagesOf(inlineQuoteFormSchema.validate(quote, options))).toEqual({
      requestedDate: QUOTE_FIELD_MESSAGES.requestedDate,
    });
    const bad = inlineQuoteFormSchema.validate({ ...quote, requestedDate: '2026-02-30' }, options);
    expect(messagesOf(bad)).toEqual({ requestedDate: QUOTE_FIELD_MESSAGES.date });
  });

  it('asks for assistance details only for driver-assist, and drops them otherwise', () => {
    const assist = quoteRequestSchema.validate(
      { ...quote, driverAssistance: 'driver-assist' },
      options,
    );
    expect(messagesOf(assist)).toEqual({
      assistanceLocation: QUOTE_FIELD_MESSAGES.assistanceLocation,
      assistanceType: QUOTE_FIELD_MESSAGES.assistanceType,
    });
    const noTouch = quoteRequestSchema.validate(
      { ...quote, assistanceLocation: 'pickup', assistanceType: 'hand-load' },
      options,
    );
    expect(noTouch.error).toBeUndefined();
    expect(noTouch.value).not.toHaveProperty('assistanceLocation');
  });

  it('accepts only addresses of uploaded files, at most 5', () => {
    const id = 'a'.repeat(24);
    expect(fileIdFromAddress(fileAddress(id))).toBe(id);
    const outside = quoteRequestSchema.validate({
      ...quote,
      documentsUrls: ['https://x.test/a.pdf'],
    });
    expect(outside.error).toBeDefined();
    const six = Array.from({ length: 6 }, (_, i) => fileAddress(String(i).repeat(24)));
    expect(
      messagesOf(quoteRequestSchema.validate({ ...quote, documentsUrls: six }, options)),
    ).toEqual({
      documentsUrls: QUOTE_FIELD_MESSAGES.tooManyDocuments,
    });
  });

  it('refuses operator objects and unknown keys', () => {
    expect(quoteRequestSchema.validate({ ...quote, email: { $gt: '' } }).error).toBeDefined();
    expect(quoteRequestSchema.validate({ ...quote, status: 'quoted' }).error).toBeDefined();
  });
});

const driver = {
  firstName: 'Sam',
  lastName: 'Ray',
  email: 'sam@example.com',
  phone: '555-222-3333',
  address: '1 Main St, Dallas, TX',
  cdlNumber: 'TX123',
  cdlClass: 'A',
  yearsExperience: '3',
  hasDui: 'no',
  hasAccidents: 'no',
};

describe('application contracts', () => {
  it('converts the multipart text fields', () => {
    const { error, value } = driverApplicationSchema.validate(
      { ...driver, isAvailableImmediately: 'true' },
      options,
    );
    expect(error).toBeUndefined();
    expect(value).toMatchObject({ yearsExperience: 3, isAvailableImmediately: true });
  });

  it('uses the spec messages', () => {
    const result = driverApplicationSchema.validate(
      { ...driver, yearsExperience: '0', cdlClass: 'D', hasDui: '', hasAccidents: 'yes' },
      options,
    );
    expect(messagesOf(result)).toEqual({
      yearsExperience: APPLICATION_FIELD_MESSAGES.yearsExperience,
      cdlClass: APPLICATION_FIELD_MESSAGES.cdlClass,
      hasDui: APPLICATION_FIELD_MESSAGES.hasDui,
      accidentDetails: APPLICATION_FIELD_MESSAGES.accidentDetails,
    });
  });

  it('bounds the truck year by 2010 and next year, and the VIN by 17', () => {
    const base = {
      ...driver,
      truckMake: 'Volvo',
      truckModel: 'VNL 860',
      truckVin: '1hgcm82633a004352',
      maintenanceChoice: 'escrow',
    };
    const ok = ownerOperatorApplicationSchema.validate({ ...base, truckYear: maxTruckYear() });
    expect(ok.error).toBeUndefined();
    expect(ok.value?.truckVin).toBe('1HGCM82633A004352');
    for (const truckYear of [2009, maxTruckYear() + 1]) {
      expect(
        messagesOf(ownerOperatorApplicationSchema.validate({ ...base, truckYear }, options)),
      ).toEqual({ truckYear: APPLICATION_FIELD_MESSAGES.truckYear });
    }
    const longVin = ownerOperatorApplicationSchema.validate(
      { ...base, truckYear: 2020, truckVin: 'A'.repeat(18) },
      options,
    );
    expect(messagesOf(longVin)).toEqual({ truckVin: APPLICATION_FIELD_MESSAGES.truckVin });
  });

  it('lists the allowed types in the file type message', () => {
    expect(invalidFileTypeMessage(['.pdf', '.png'])).toBe('Invalid file type. Allowed: .pdf, .png');
  });
});
