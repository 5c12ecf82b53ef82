// The shipment and invoice schemas (joi), apart from the shipments' limits, sorts and types
// (shipments.ts), so the admin's shipment and invoice lists do not load joi; their forms do.
import Joi from 'joi';
import {
  INVOICE_STATUSES,
  SHIPMENT_DOCUMENT_KINDS,
  SHIPMENT_STATUSES,
  type ShipmentDocumentKind,
} from './shipmentDisplay';
import { friendly } from './friendlyMessages';
import { listQuerySchema } from './listQuery';
import {
  ADMIN_INVOICE_SORTS,
  ADMIN_SHIPMENT_SORTS,
  BULK_PAID_MAX,
  MONEY_MAX,
  SHIPMENT_NOTES_MAX,
  SHIPMENT_NUMBER_MAX,
  SHIPMENT_TEXT_MAX,
  type CreateInvoiceInput,
  type CreateShipmentInput,
  type MarkInvoicesPaidInput,
  type ShipmentUpdateInput,
} from './shipments';

const objectId = Joi.string().hex().length(24);
const text = Joi.string().trim().max(SHIPMENT_TEXT_MAX);
const optionalText = text.allow('');
const money = Joi.number()
  .empty('')
  .positive()
  .precision(2)
  .max(MONEY_MAX)
  .messages({ 'number.max': '{#label} is too large' });
/** A date or a moment as ISO 8601; an empty input counts as not given. */
const isoDate = Joi.date().iso().empty('');

/** A shipment number as typed by a visitor: trimmed, non-blank, letters, digits and dashes. */
export const shipmentNumberSchema = Joi.string()
  .trim()
  .max(SHIPMENT_NUMBER_MAX)
  .pattern(/^[A-Za-z0-9-]+$/)
  .required();

export const createShipmentSchema = friendly(
  Joi.object<CreateShipmentInput>({
    quoteRequestId: objectId.required().label('Quote request'),
    pickupAddress: text.required().label('Pickup address'),
    deliveryAddress: text.required().label('Delivery address'),
    driverName: text.required().label('Driver name'),
    driverPhone: Joi.string()
      .trim()
      .max(30)
      .pattern(/^[0-9+().\s-]{7,30}$/)
      .required()
      .label('Driver phone')
      .messages({ 'string.pattern.base': 'Driver phone must be a phone number' }),
    truckNumber: text.required().label('Truck number'),
    trailerNumber: optionalText.label('Trailer number'),
    estimatedPickupDate: isoDate.required().label('Estimated pickup date'),
    estimatedDeliveryDate: isoDate
      .min(Joi.ref('estimatedPickupDate'))
      .required()
      .label('Estimated delivery date')
      .messages({ 'date.min': 'Estimated delivery must not be before estimated pickup' }),
    totalRate: money.required().label('Rate'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Notes'),
  }),
);

export const shipmentUpdateSchema = friendly(
  Joi.object<ShipmentUpdateInput>({
    status: Joi.string()
      .valid(...SHIPMENT_STATUSES)
      .required()
      .label('Status'),
    location: optionalText.label('Location'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Update notes'),
    timestamp: isoDate.label('Time'),
  }),
);

/** The shipments table: newest first unless sorted, the date range on the day it was created. */
export const shipmentListQuerySchema = listQuerySchema({
  statuses: SHIPMENT_STATUSES,
  sortFields: ADMIN_SHIPMENT_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

export const shipmentDocumentFieldsSchema = friendly(
  Joi.object<{ kind: ShipmentDocumentKind }>({
    kind: Joi.string()
      .valid(...SHIPMENT_DOCUMENT_KINDS)
      .required()
      .label('Document type'),
  }),
);

export const createInvoiceSchema = friendly(
  Joi.object<CreateInvoiceInput>({
    amount: money.required().label('Amount'),
    dueDate: isoDate.required().label('Due date'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Notes'),
  }),
);

/** The invoices table: search by number, effective status (overdue computed), issued dates. */
export const invoiceListQuerySchema = listQuerySchema({
  statuses: INVOICE_STATUSES,
  sortFields: ADMIN_INVOICE_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

export const markInvoicesPaidSchema = friendly(
  Joi.object<MarkInvoicesPaidInput>({
    ids: Joi.array()
      .items(Joi.string().hex().length(24).label('Invoice id'))
      .min(1)
      .max(BULK_PAID_MAX)
      .unique()
      .required()
      .label('Invoices'),
  }),
);
