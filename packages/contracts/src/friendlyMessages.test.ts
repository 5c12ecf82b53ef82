import Joi from 'joi';
import * as contracts from '.';

/** Request parameters built by code, not typed by a person: their wording is not audited. */
const NOT_FILLED_IN = new Set([
  'quoteListQuerySchema',
  'applicationListQuerySchema',
  'shipmentListQuerySchema',
  'invoiceListQuerySchema',
  'reportPeriodSchema',
  'signedUploadQuerySchema',
  'emailVerificationSchema',
  'approveReviewSchema',
]);

/** joi's own wording, which must never reach a person. */
const RAW = [
  '"',
  'is not allowed to be empty',
  'length must be',
  'must be a valid email',
  'must be a valid uri',
  'ISO 8601',
  'must be one of [',
  'must be of type',
  'fails to match',
  'must be a string',
  'greater than or equal',
  'less than or equal',
  'must be a positive number',
  'must be an integer',
  'must have no more than',
  'must be a boolean',
  'must be an array',
  'must contain',
];
const CODE_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b/;

const PROBES: unknown[] = [
  undefined,
  '',
  '   ',
  'x'.repeat(20_000),
  'not a valid value',
  -1,
  1e12,
  1.23456,
  1,
  true,
  {},
  ['a', 'a'],
];

type Description = Joi.Description & {
  keys?: Record<string, Description>;
  whens?: Array<{ ref?: { path: string[] }; is?: { allow?: unknown[] } }>;
};

/** Values of sibling keys that switch a conditional rule on ('fuel' for gallons). */
function conditionsOf(description: Description): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const when of description.whens ?? []) {
    const key = when.ref?.path[0];
    const value = when.is?.allow?.find((item) => typeof item !== 'object');
    if (key && value !== undefined) values[key] = value;
  }
  return values;
}

function messagesFor(schema: Joi.Schema): Array<{ input: string; message: string }> {
  const found: Array<{ input: string; message: string }> = [];
  const keys = (schema.describe() as Description).keys ?? {};
  for (const [key, description] of Object.entries(keys)) {
    for (const probe of PROBES) {
      for (const context of [{}, conditionsOf(description)]) {
        const input = { ...context, [key]: probe };
        const { error } = schema.validate(input, { abortEarly: false });
        for (const detail of error?.details ?? []) {
          const shown = JSON.stringify(probe)?.slice(0, 30);
          found.push({ input: `${key}=${shown}`, message: detail.message });
        }
      }
    }
  }
  return found;
}

const formSchemas = Object.entries(contracts).filter(
  ([, value]) => Joi.isSchema(value) && (value as Joi.Schema).type === 'object',
) as Array<[string, Joi.Schema]>;

describe('every form schema speaks to people', () => {
  it('finds the schemas to audit', () => {
    expect(formSchemas.length).toBeGreaterThan(25);
  });

  it.each(formSchemas.filter(([name]) => !NOT_FILLED_IN.has(name)))(
    '%s: no joi wording, no code names',
    (_name, schema) => {
      const raw = messagesFor(schema).filter(
        ({ message }) => RAW.some((phrase) => message.includes(phrase)) || CODE_NAME.test(message),
      );
      expect(raw).toEqual([]);
    },
  );

  it('says an empty number is missing, not that it is not a number', () => {
    const { error } = contracts.createShipmentSchema.validate(
      { totalRate: '', driverName: '', estimatedPickupDate: '' },
      { abortEarly: false },
    );
    const messages = error?.details.map((detail) => detail.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Rate is required',
        'Driver name is required',
        'Estimated pickup date is required',
      ]),
    );
  });
});
