import Joi from 'joi';

export { tripPlanRequestSchema } from '@freight/contracts';

/** POST /track-visit carries no data. */
export const emptyBodySchema = Joi.object({});
