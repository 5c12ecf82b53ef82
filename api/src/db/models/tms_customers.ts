import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';
import { contactFields } from './contactFields';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsCustomerSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    customerName: { type: String, required: true, trim: true },
    customerType: { type: String, default: 'shipper' },
    ...contactFields,
    notes: { type: String },
  },
  schemaOptions('tms_customers'),
);

export type TmsCustomer = InferSchemaType<typeof tmsCustomerSchema>;
export const TmsCustomerModel = model('TmsCustomer', tmsCustomerSchema);
