import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** The price staff set when marking the quote quoted (amounts in US dollars, 2 decimals). */
const priceSchema = new Schema(
  {
    lineHaul: { type: Number, required: true },
    fuelSurcharge: { type: Number, required: true },
    accessorials: {
      type: [new Schema({ name: String, amount: Number }, { _id: false })],
      default: [],
    },
    total: { type: Number, required: true },
    /** Last day (UTC, YYYY-MM-DD) the shipper may accept it. */
    validUntil: { type: String, required: true },
    notes: { type: String },
    quotedAt: { type: Date, required: true },
    quotedBy: { type: String, required: true },
  },
  { _id: false },
);

/** The shipper's answer to the price, from their client portal. */
const answerSchema = new Schema(
  {
    decision: { type: String, enum: ['accepted', 'declined'], required: true },
    at: { type: Date, required: true },
    clientId: { type: Schema.Types.ObjectId, required: true },
    by: { type: String, required: true },
    reason: { type: String },
  },
  { _id: false },
);

const quoteRequestSchema = new Schema(
  {
    companyName: { type: String, required: true, trim: true },
    contactName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true, index: true },
    phone: { type: String, required: true, trim: true },
    pickupLocation: { type: String, required: true, trim: true },
    deliveryLocation: { type: String, required: true, trim: true },
    freightType: { type: String, required: true, enum: ['ltl', 'ftl', 'power-only'] },
    requestedDate: { type: String, required: true },
    additionalFreightType: { type: String },
    weight: { type: String },
    dimensions: { type: String },
    pickupDate: { type: String },
    pickupTimeType: { type: String, enum: ['appointment', 'flexible'], default: 'flexible' },
    pickupTime: { type: String },
    deliveryDate: { type: String },
    deliveryTimeType: { type: String, enum: ['appointment', 'flexible'], default: 'flexible' },
    deliveryTime: { type: String },
    driverAssistance: { type: String, default: 'no-touch' },
    assistanceLocation: { type: String },
    assistanceType: { type: String },
    additionalInfo: { type: String },
    documentsUrls: { type: [String], default: [] },
    status: { type: String, default: 'pending' },
    /** The shipper's reference, `Q-` + 6 random characters (quotes before issue 24 have none). */
    reference: { type: String },
    price: { type: priceSchema },
    answer: { type: answerSchema },
    /** The one shipment made from this quote (claimed with it, so a double click makes one). */
    shipmentId: { type: Schema.Types.ObjectId, ref: 'Shipment' },
    /**
     * Whose client portal shows the quote (issue 19): the client who sent it signed in
     * (`clientId`), or the confirmed client with its `email` once the owner of that address
     * confirmed it from the mailed link (`emailConfirmedAt`). Anyone can type any email into the
     * public form, so an unconfirmed quote shows to staff only.
     */
    clientId: { type: Schema.Types.ObjectId, ref: 'ClientPortalUser', index: true },
    emailConfirmedAt: { type: Date },
    /** SHA-256 of the mailed link's token, and when the link stops working. */
    confirmTokenHash: { type: String },
    confirmExpiresAt: { type: Date },
  },
  schemaOptions('quote_requests'),
);
// The admin list's order, and its pages' "after this quote" bounds.
quoteRequestSchema.index({ createdAt: -1, _id: -1 });
quoteRequestSchema.index({ confirmTokenHash: 1 }, { sparse: true });
quoteRequestSchema.index({ reference: 1 }, { unique: true, sparse: true });

export type QuoteRequest = InferSchemaType<typeof quoteRequestSchema>;
export const QuoteRequestModel = model('QuoteRequest', quoteRequestSchema);
