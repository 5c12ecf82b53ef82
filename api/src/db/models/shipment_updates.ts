import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const shipmentUpdateSchema = new Schema(
  {
    shipmentId: { type: Schema.Types.ObjectId, ref: 'Shipment', required: true },
    status: { type: String, required: true },
    location: { type: String, trim: true },
    latitude: { type: Number, min: -90, max: 90 },
    longitude: { type: Number, min: -180, max: 180 },
    notes: { type: String },
    timestamp: { type: Date, default: Date.now },
    createdBy: { type: String, default: 'system' },
  },
  schemaOptions('shipment_updates'),
);
shipmentUpdateSchema.index({ shipmentId: 1, timestamp: -1 });

export const ShipmentUpdateModel = model('ShipmentUpdate', shipmentUpdateSchema);
