import Joi from 'joi';

/**
 * A phone number as the quote and application forms accept it: digits with the usual
 * separators (an optional leading +), at least ten digits, at most `max` characters. Each form
 * adds its own label and messages.
 */
export function phoneNumber(max: number): Joi.StringSchema {
  return Joi.string()
    .trim()
    .max(max)
    .pattern(/^\+?[0-9 ().-]*$/)
    .pattern(/(\d\D*){10}/);
}
