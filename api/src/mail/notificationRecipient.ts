import { COMPANY_DEFAULTS } from '@freight/contracts';
import { CompanySettingsModel } from '../db/models';

/**
 * Where new quotes and applications are mailed: the settings' notificationEmail, else the
 * company's public email; the built-in address while no settings are stored.
 */
export async function notificationRecipient(): Promise<string | null> {
  const settings = await CompanySettingsModel.findOne().select('notificationEmail email').lean();
  if (!settings) return COMPANY_DEFAULTS.notificationEmail;
  return settings.notificationEmail || settings.email || null;
}
