import Joi from 'joi';

export { signedUploadQuerySchema } from '@freight/contracts';

/** The upload key of a signed address: 32 lowercase hex characters. */
export const uploadKeySchema = Joi.string().hex().lowercase().length(32).required();

/** The visitor's file name, sent URL-encoded in the X-File-Name header of the PUT. */
export const fileNameHeaderSchema = Joi.string().trim().min(1).max(255).required().messages({
  'any.required': 'The X-File-Name header is required',
  'string.empty': 'The X-File-Name header is required',
});
