import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsAddressBookEntrySchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    entryType: { type: String, required: true, enum: ['customer', 'shipper', 'consignee'] },
    company: { type: String, required: true, trim: true },
    contactName: { type: String, trim: true },
    email: { type: String, trim: true, lowercase: true },
    phone: { type: String, trim: true },
    address: { type: String, trim: true },
    city: { type: String, trim: true },
    state: { type: String, trim: true },
    zipCode: { type: String, trim: true },
  },
  schemaOptions('tms_address_book'),
);

export type TmsAddressBookEntry = InferSchemaType<typeof tmsAddressBookEntrySchema>;
export const TmsAddressBookEntryModel = model('TmsAddressBookEntry', tmsAddressBookEntrySchema);
