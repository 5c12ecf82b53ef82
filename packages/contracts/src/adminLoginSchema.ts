// Apart from admin.ts, with an export of its own (`@freight/contracts/adminLoginSchema`), so the
// admin sign-in page loads joi only when its form is first used; the API takes it from the index.
import Joi from 'joi';
import { ADMIN_PASSWORD_MAX, ADMIN_USERNAME_MAX, type AdminLogin } from './adminAuth';
import { friendly } from './friendlyMessages';

/**
 * POST /api/admin/login and the sign-in form: both non-empty after trimming (spec 001 §5; a
 * password itself is never trimmed). Each field says it is missing; the form's refusal toast
 * is the spec's 'Missing Information' - 'Please enter both username and password'.
 */
export const adminLoginSchema = friendly(
  Joi.object<AdminLogin>({
    username: Joi.string().trim().max(ADMIN_USERNAME_MAX).required().label('Username'),
    password: Joi.string()
      .max(ADMIN_PASSWORD_MAX)
      .pattern(/\S/)
      .required()
      .label('Password')
      .messages({ 'string.pattern.base': '{#label} is required' }),
  }),
);
