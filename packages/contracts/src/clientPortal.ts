import Joi from 'joi';
import {
  CLIENT_PASSWORD_MAX,
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES,
} from './clientPortalTexts';
import { friendly } from './friendlyMessages';
import type { QuoteAnswer, QuotePrice } from './quotePriceDisplay';
import { emailAddress } from './emailAddress';

const NAME_MAX = 200;

const email = emailAddress().required().label('Email').messages({
  'string.email': CLIENT_PORTAL_MESSAGES.invalidEmail,
  'string.empty': CLIENT_PORTAL_MESSAGES.invalidEmail,
  'string.max': CLIENT_PORTAL_MESSAGES.invalidEmail,
  'any.required': CLIENT_PORTAL_MESSAGES.invalidEmail,
});

function requiredName(label: string, message: string) {
  return Joi.string()
    .trim()
    .max(NAME_MAX)
    .required()
    .label(label)
    .messages({ 'string.empty': message, 'any.required': message });
}

export interface ClientRegistration {
  email: string;
  password: string;
  companyName: string;
  contactName: string;
  phone?: string;
}

export const clientRegistrationSchema = friendly(
  Joi.object<ClientRegistration>({
    email,
    password: Joi.string()
      .min(CLIENT_PASSWORD_MIN)
      .max(CLIENT_PASSWORD_MAX)
      .required()
      .label('Password')
      .messages({
        'string.empty': CLIENT_PORTAL_MESSAGES.passwordTooShort,
        'string.min': CLIENT_PORTAL_MESSAGES.passwordTooShort,
        'string.max': CLIENT_PORTAL_MESSAGES.passwordTooLong,
        'any.required': CLIENT_PORTAL_MESSAGES.passwordTooShort,
      }),
    companyName: requiredName('Company name', CLIENT_PORTAL_MESSAGES.companyNameRequired),
    contactName: requiredName('Contact name', CLIENT_PORTAL_MESSAGES.contactNameRequired),
    phone: Joi.string()
      .trim()
      .allow('')
      .max(30)
      .pattern(/^[0-9+().\s-]{7,30}$/)
      .label('Phone')
      .messages({ 'string.pattern.base': CLIENT_PORTAL_MESSAGES.invalidPhone }),
  }),
);

export interface ClientLogin {
  email: string;
  password: string;
}

export const clientLoginSchema = friendly(
  Joi.object<ClientLogin>({
    email,
    password: Joi.string().max(CLIENT_PASSWORD_MAX).required().label('Password').messages({
      'string.empty': CLIENT_PORTAL_MESSAGES.passwordRequired,
      'any.required': CLIENT_PORTAL_MESSAGES.passwordRequired,
    }),
  }),
);

/** The signed-in client (spec 001 §3 client user). */
export interface ClientUser {
  id: string;
  email: string;
  companyName: string;
  contactName: string;
  phone: string;
  /** False until the client opens the link mailed at registration; their data stays hidden until then. */
  emailVerified: boolean;
}

export interface EmailVerification {
  token: string;
  /** Chosen at the link when it is opened outside the session that registered. */
  password?: string;
}

export const emailVerificationSchema = Joi.object<EmailVerification>({
  token: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{20,100}$/)
    .required()
    .messages({ '*': 'This confirmation link is not valid' }),
  password: Joi.string().min(CLIENT_PASSWORD_MIN).max(CLIENT_PASSWORD_MAX).messages({
    'string.empty': CLIENT_PORTAL_MESSAGES.passwordTooShort,
    'string.min': CLIENT_PORTAL_MESSAGES.passwordTooShort,
    'string.max': CLIENT_PORTAL_MESSAGES.passwordTooLong,
  }),
});

/** The mailed link that adds a quote sent from the public form to its owner's portal. */
export const quoteOwnershipSchema = Joi.object<{ token: string }>({
  token: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{20,100}$/)
    .required()
    .messages({ '*': CLIENT_PORTAL_MESSAGES.quoteLinkInvalid }),
});

/** A quote request as the client who sent it sees it. */
export interface ClientQuote {
  id: string;
  reference?: string;
  pickupLocation: string;
  deliveryLocation: string;
  freightType: string;
  weight: string;
  requestedDate: string | null;
  status: string;
  createdAt: string;
  price?: QuotePrice;
  answer?: QuoteAnswer;
}

/** Dashboard counts (spec 001 §9). */
export interface ClientPortalCounts {
  activeShipments: number;
  completedShipments: number;
  unpaidInvoices: number;
  pendingQuotes: number;
}
