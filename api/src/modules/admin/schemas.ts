import Joi from 'joi';
import mongoose from 'mongoose';
import { parse } from '../../http/validate';

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
