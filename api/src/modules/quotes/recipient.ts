import { CompanySettingsModel } from '../../db/models';

/**
 * Where new quotes and applications are mailed: the settings' notificationEmail, else the
 * company's public email. Null when neither is set.
 */
export async function notificationRecipient(): Promise<string | null> {
  const settings = await CompanySettingsModel.findOne().select('notificationEmail email').lean();
  return settings?.notificationEmail || settings?.email || null;
}
