import Joi from 'joi';
import { signedUploadQuerySchema as contractQuery } from '@freight/contracts';

/** The upload key of a signed address: 32 lowercase hex characters. */
export const uploadKeySchema = Joi.string().hex().lowercase().length(32).required();

const fileName = Joi.string().trim().min(1).max(255);

export interface SignedUploadQuery {
  expires: number;
  signature: string;
  name?: string;
}

/** The PUT's query: the signature, and the file name when it was given with the request. */
export const signedUploadQuerySchema = (contractQuery as Joi.ObjectSchema<SignedUploadQuery>).keys({
  name: fileName,
});

/** Asking for an address: nothing, or the name of the file it is for (then no header needed). */
export const uploadTargetSchema = Joi.object<{ fileName?: string }>({ fileName });

export const FILE_NAME_REQUIRED = 'The X-File-Name header is required';

/** The visitor's file name, sent URL-encoded in the X-File-Name header of the PUT. */
export const fileNameHeaderSchema = fileName.messages({ 'string.empty': FILE_NAME_REQUIRED });
