import Joi from 'joi';

export const idSchema = Joi.string().hex().length(24).required().messages({ '*': 'Invalid id' });
export const emptyBodySchema = Joi.object({});
