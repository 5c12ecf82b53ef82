import Joi from 'joi';
import { friendly } from './friendlyMessages';

/** Texts of the shipment update mails' settings and unsubscribe link. */
export const MAIL_PREFERENCE_MESSAGES = {
  linkInvalid: 'This unsubscribe link is not valid. Please use the link from the email as it is.',
  unsubscribed: 'You will no longer receive shipment update emails at this address.',
  settingLabel: 'Email me when my shipments are updated',
  saved: 'Your email settings were saved.',
} as const;

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
