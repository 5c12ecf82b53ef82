import Joi from 'joi';
import { FILE_ADDRESS_PATTERN } from './uploadLimits';

export const fileAddressSchema = Joi.string().pattern(FILE_ADDRESS_PATTERN).messages({
  'string.pattern.base': 'Each document must be a file uploaded through this form',
});

/** Answer of POST /api/objects/upload. */
export interface UploadTarget {
  uploadURL: string;
  method: 'PUT';
  expiresAt: string;
}

/** Answer of the signed PUT that stored a file. */
export interface StoredFileAnswer {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

/** Query of the signed upload address: expiry (seconds since epoch) and its signature. */
export const signedUploadQuerySchema = Joi.object<{ expires: number; signature: string }>({
  expires: Joi.number().integer().positive().required(),
  signature: Joi.string().hex().length(64).required(),
});
