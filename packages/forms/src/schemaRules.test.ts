import type JoiModule from 'joi';
import { rulesOf } from './schemaRules';

// The build webpack bundles for browsers ("browser" in joi's package.json): it has no
// describe(), so reading rules through it fails the way the built areas would.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a file path, not a module name
const Joi = require('joi/dist/joi-browser.min.js') as typeof JoiModule;

const schema = Joi.object({
  name: Joi.string().trim().max(120).required(),
  note: Joi.string().allow('').max(500).required(),
  gallons: Joi.number().greater(0).max(400).precision(3).required(),
  axles: Joi.number().integer().min(2).max(9),
  stops: Joi.array().items(Joi.object({ city: Joi.string().length(2) })),
  reason: Joi.string().when('status', {
    is: 'rejected',
    then: Joi.string().max(200).required(),
    otherwise: Joi.forbidden(),
  }),
});

describe('rulesOf, on the browser build of joi', () => {
  it('states a required string with its length limit', () => {
    expect(rulesOf(schema, 'name')).toEqual({
      input: { maxLength: 120, 'aria-required': true },
      required: true,
    });
  });

  it('does not mark a field required that may be left empty', () => {
    expect(rulesOf(schema, 'note')).toEqual({ input: { maxLength: 500 }, required: false });
  });

  it('gives numbers their bounds and step', () => {
    expect(rulesOf(schema, 'gallons').input).toEqual({
      min: 0,
      max: 400,
      step: 0.001,
      'aria-required': true,
    });
    expect(rulesOf(schema, 'axles')).toEqual({
      input: { min: 2, max: 9, step: 1 },
      required: false,
    });
  });

  it('reads array items and the branch of a conditional field', () => {
    expect(rulesOf(schema, 'stops.0.city').input).toEqual({ maxLength: 2 });
    expect(rulesOf(schema, 'reason')).toEqual({ input: { maxLength: 200 }, required: false });
  });

  it('states nothing for a path the schema does not have', () => {
    expect(rulesOf(schema, 'nowhere.deep')).toEqual({ input: {}, required: false });
  });

  it('reads a field once: a form asks on every render, and reading runs a validation', () => {
    const fresh = Joi.object({ city: Joi.string().max(80).required() });
    const city = fresh.extract('city');
    const validate = jest.spyOn(city, 'validate');
    const first = rulesOf(fresh, 'city');
    expect(rulesOf(fresh, 'city')).toBe(first);
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
