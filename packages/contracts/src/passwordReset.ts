import Joi from 'joi';
import {
  CLIENT_PASSWORD_MAX,
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES,
} from './clientPortalTexts';
import { FLEET_MESSAGES, FLEET_PASSWORD_MIN_LENGTH } from './fleetfolioTexts';
import { friendly } from './friendlyMessages';
import { PASSWORD_RESET_MESSAGES } from './passwordResetTexts';
import { emailAddress } from './emailAddress';

/** The secret of a mailed link: 43 URL-safe characters (256 random bits). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const email = emailAddress()
  .required()
  .label('Email')
  .messages({ '*': 'Please enter a valid email address' });

const token = Joi.string()
  .pattern(LINK_TOKEN_PATTERN)
  .required()
  .label('Link')
  .messages({ '*': PASSWORD_RESET_MESSAGES.linkInvalid });

export interface PasswordResetRequest {
  email: string;
}

export const passwordResetRequestSchema = friendly(Joi.object<PasswordResetRequest>({ email }));

export interface PasswordReset {
  token: string;
  password: string;
}

function newPassword(min: number, max: number, tooShort: string) {
  return Joi.string()
    .min(min)
    .max(max)
    .required()
    .label('New password')
    .messages({
      'string.empty': tooShort,
      'string.min': tooShort,
      'any.required': tooShort,
      'string.max': `Password must be at most ${max} characters`,
    });
}

/** A client's new password at the mailed link: the registration's length rule. */
export const clientPasswordResetSchema = friendly(
  Joi.object<PasswordReset>({
    token,
    password: newPassword(
      CLIENT_PASSWORD_MIN,
      CLIENT_PASSWORD_MAX,
      CLIENT_PORTAL_MESSAGES.passwordTooShort,
    ),
  }),
);

/** A carrier's new password at the mailed link: the registration's length rule. */
export const fleetPasswordResetSchema = friendly(
  Joi.object<PasswordReset>({
    token,
    password: newPassword(FLEET_PASSWORD_MIN_LENGTH, 200, FLEET_MESSAGES.passwordTooShort),
  }),
);
