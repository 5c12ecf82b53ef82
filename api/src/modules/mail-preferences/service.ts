import { MailOptOutModel } from '../../db/models';

const KIND = 'shipment_updates' as const;
const keyOf = (email: string) => ({ email: email.trim().toLowerCase(), kind: KIND });

/** Whether the address still takes shipment update mails (nobody turned them off). */
export async function wantsShipmentUpdates(email: string): Promise<boolean> {
  return !(await MailOptOutModel.exists(keyOf(email)));
}

/** Turns shipment update mails on or off for an address; doing it again changes nothing. */
export async function setShipmentUpdates(
  email: string,
  wanted: boolean,
  source: 'portal' | 'link',
): Promise<void> {
  if (wanted) {
    await MailOptOutModel.deleteOne(keyOf(email));
    return;
  }
  await MailOptOutModel.updateOne(
    keyOf(email),
    { $setOnInsert: { ...keyOf(email), source } },
    { upsert: true },
  );
}
