import { Schema, model } from 'mongoose';
import { SHIPMENT_STATUSES } from '@freight/contracts';
import { schemaOptions } from '../schemaOptions';

/** A shipping document (BOL, POD) whose bytes are in GridFS under fileId. */
const shipmentDocumentSchema = new Schema(
  {
    kind: { type: String, enum: ['BOL', 'POD'], required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
    uploadedBy: { type: String, required: true },
  },
  { _id: true, strict: 'throw' },
);

const shipmentSchema = new Schema(
  {
    quoteRequestId: { type: Schema.Types.ObjectId, ref: 'QuoteRequest' },
    shipmentNumber: { type: String, required: true, unique: true, trim: true },
    customerEmail: { type: String, required: true, trim: true, lowercase: true },
    status: {
      type: String,
      enum: SHIPMENT_STATUSES,
      default: 'pending',
    },
    pickupAddress: { type: String, trim: true },
    deliveryAddress: { type: String, trim: true },
    estimatedPickupDate: { type: Date },
    estimatedDeliveryDate: { type: Date },
    actualPickupDate: { type: Date },
    actualDeliveryDate: { type: Date },
    driverName: { type: String, trim: true },
    driverPhone: { type: String, trim: true },
    truckNumber: { type: String, trim: true },
    trailerNumber: { type: String, trim: true },
    currentLocation: { type: String, trim: true },
    totalRate: { type: Number, min: 0 },
    notes: { type: String },
    documentsUrls: { type: [String], default: [] },
    documents: { type: [shipmentDocumentSchema], default: [] },
  },
  schemaOptions('shipments'),
);

shipmentSchema.index({ customerEmail: 1, createdAt: -1 });
shipmentSchema.index({ status: 1, createdAt: -1 });

export const ShipmentModel = model('Shipment', shipmentSchema);
