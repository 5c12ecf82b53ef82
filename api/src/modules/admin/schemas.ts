import Joi from 'joi';

export const documentKeySchema = Joi.string()
  .pattern(/^(cdl|medical|\d{1,2})$/)
  .required();
