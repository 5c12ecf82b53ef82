import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';
import { contactFields } from './contactFields';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsAddressBookEntrySchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    entryType: { type: String, required: true, enum: ['customer', 'shipper', 'consignee'] },
    company: { type: String, required: true, trim: true },
    ...contactFields,
  },
  schemaOptions('tms_address_book'),
);

export const TmsAddressBookEntryModel = model('TmsAddressBookEntry', tmsAddressBookEntrySchema);
