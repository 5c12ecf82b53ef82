import Joi from 'joi';
import mongoose from 'mongoose';
import { quoteListQuerySchema } from '@freight/contracts';
import { parse } from '../../http/validate';
import { QUOTE_PAGE_DEFAULT, QUOTE_PAGE_MAX, type QuotePageQuery } from './quotes';

const objectIdSchema = Joi.string().hex().length(24).required().messages({
  'string.hex': 'id must be a valid id',
  'string.length': 'id must be a valid id',
});

/** A path id as an ObjectId; anything else is a 400 naming the id. */
export function objectIdParam(value: unknown): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(parse(Joi.object({ id: objectIdSchema }), { id: value }).id);
}

export const documentKeySchema = Joi.string()
  .pattern(/^(cdl|medical|\d{1,2})$/)
  .required();

/** The quote list's filters plus its page: `limit` quotes listed after the quote `before`. */
export const quotePageQuerySchema = (quoteListQuerySchema as Joi.ObjectSchema).keys({
  limit: Joi.number().integer().min(1).max(QUOTE_PAGE_MAX).default(QUOTE_PAGE_DEFAULT),
  before: Joi.string().hex().length(24).messages({
    'string.hex': 'before must be a valid id',
    'string.length': 'before must be a valid id',
  }),
}) as Joi.ObjectSchema<QuotePageQuery>;
