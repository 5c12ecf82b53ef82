import { MAIL_PREFERENCE_MESSAGES as M } from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { useMailPreferencesQuery, useSaveMailPreferencesMutation } from './api';

/** The per-account switch of the shipment update mails (the same one the mail's link turns off). */
export function ShipmentMailSetting() {
  const { data } = useMailPreferencesQuery();
  const [save, { isLoading }] = useSaveMailPreferencesMutation();
  const run = useMutationToast();
  if (!data) return null;
  return (
    <label>
      <input
        type="checkbox"
        checked={data.shipmentUpdates}
        disabled={isLoading}
        onChange={(event) =>
          void run(
            () => save({ shipmentUpdates: event.target.checked }).unwrap(),
            { title: 'Settings Saved', description: M.saved },
            'Failed to save your email settings',
          )
        }
      />{' '}
      {M.settingLabel}
    </label>
  );
}
