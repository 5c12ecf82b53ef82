import Joi from 'joi';
import { shipmentNumberSchema } from '@freight/contracts';

export const idSchema = Joi.string().hex().length(24).required().messages({ '*': 'Invalid id' });
export const trackingParamSchema = shipmentNumberSchema.messages({
  '*': 'Invalid shipment number',
});
export const emptyBodySchema = Joi.object({});
