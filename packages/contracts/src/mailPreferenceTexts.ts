// The mail settings' texts, apart from mailPreferences.ts so that the client portal's dashboard
// does not load joi with its first files.

/** Texts of the shipment update mails' settings and unsubscribe link. */
export const MAIL_PREFERENCE_MESSAGES = {
  linkInvalid: 'This unsubscribe link is not valid. Please use the link from the email as it is.',
  unsubscribed: 'You will no longer receive shipment update emails at this address.',
  settingLabel: 'Email me when my shipments are updated',
  saved: 'Your email settings were saved.',
} as const;
