// Apart from admin.ts, with an export of its own (`@freight/contracts/adminLoginSchema`), so the
// admin sign-in page loads joi only when its form is first used; the API takes it from the index.
import Joi from 'joi';
import {
  ADMIN_AUTH_MESSAGES,
  ADMIN_PASSWORD_MAX,
  ADMIN_USERNAME_MAX,
  type AdminLogin,
} from './adminAuth';
import { friendly } from './friendlyMessages';

/** Spec 001 §5: both non-empty after trimming (a password itself is never trimmed). */
const bothNeeded = {
  'any.required': ADMIN_AUTH_MESSAGES.missingDescription,
  'string.empty': ADMIN_AUTH_MESSAGES.missingDescription,
  'string.pattern.base': ADMIN_AUTH_MESSAGES.missingDescription,
};

/** POST /api/admin/login and the sign-in form: both fields, the spec's one message. */
export const adminLoginSchema = friendly(
  Joi.object<AdminLogin>({
    username: Joi.string()
      .trim()
      .max(ADMIN_USERNAME_MAX)
      .required()
      .label('Username')
      .messages(bothNeeded),
    password: Joi.string()
      .max(ADMIN_PASSWORD_MAX)
      .pattern(/\S/)
      .required()
      .label('Password')
      .messages(bothNeeded),
  }),
);
