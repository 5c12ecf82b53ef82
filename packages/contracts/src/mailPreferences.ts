import Joi from 'joi';
import { friendly } from './friendlyMessages';
import { MAIL_PREFERENCE_MESSAGES } from './mailPreferenceTexts';

/** A client's mail settings (client portal). */
export interface MailPreferences {
  shipmentUpdates: boolean;
}

export const mailPreferencesSchema = friendly(
  Joi.object<MailPreferences>({
    shipmentUpdates: Joi.boolean().required().label('Shipment update emails'),
  }),
);

/** The signed token of a shipment update mail's unsubscribe link: 64 hex, then the address. */
export const unsubscribeSchema = Joi.object<{ token: string }>({
  token: Joi.string()
    .pattern(/^[0-9a-f]{64}[A-Za-z0-9_-]{4,400}$/)
    .required()
    .messages({ '*': MAIL_PREFERENCE_MESSAGES.linkInvalid }),
});
