import { MAIL_PREFERENCE_MESSAGES as M } from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { FetchFailure } from '@freight/runtime';
import { TOUCH_TARGET } from '@freight/ui';
import styled from 'styled-components';
import { useMailPreferencesQuery, useSaveMailPreferencesMutation } from './api';

/** A finger-sized row: the checkbox is hit through its label. */
const Setting = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
`;

/** The per-account switch of the shipment update mails (the same one the mail's link turns off). */
export function ShipmentMailSetting() {
  const { data, isError, error, refetch } = useMailPreferencesQuery();
  const [save, { isLoading }] = useSaveMailPreferencesMutation();
  const run = useMutationToast();
  if (isError && !data)
    return (
      <FetchFailure
        error={error}
        fallback="Your email settings could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  return (
    // Shown (disabled) before the setting arrives, so nothing moves when it does.
    <Setting>
      <input
        type="checkbox"
        checked={data?.shipmentUpdates ?? false}
        disabled={!data || isLoading}
        onChange={(event) =>
          void run(
            () => save({ shipmentUpdates: event.target.checked }).unwrap(),
            { title: 'Settings Saved', description: M.saved },
            'Failed to save your email settings',
          )
        }
      />
      {M.settingLabel}
    </Setting>
  );
}
