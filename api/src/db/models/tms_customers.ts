import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsCustomerSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    customerName: { type: String, required: true, trim: true },
    customerType: { type: String, default: 'shipper' },
    contactName: { type: String, trim: true },
    email: { type: String, trim: true, lowercase: true },
    phone: { type: String, trim: true },
    address: { type: String, trim: true },
    city: { type: String, trim: true },
    state: { type: String, trim: true },
    zipCode: { type: String, trim: true },
    notes: { type: String },
  },
  schemaOptions('tms_customers'),
);

export type TmsCustomer = InferSchemaType<typeof tmsCustomerSchema>;
export const TmsCustomerModel = model('TmsCustomer', tmsCustomerSchema);
