// The quote forms' limits, texts and blank values, apart from quote.ts (its joi schemas) so
// that the landing page's inert form preview paints without loading joi.
import { QUOTE_DOCUMENT_LIMITS } from './uploadLimits';

export const QUOTE_TEXT_LIMITS = {
  name: 200,
  email: 254,
  phone: 30,
  location: 300,
  weight: 100,
  dimensions: 100,
  time: 50,
  additionalInfo: 5000,
} as const;

/** Texts of the quote flow (spec 000 §2 Modals 1, §4, §8). */
export const QUOTE_MESSAGES = {
  modalTitle: 'Get Your Free Quote',
  modalSubtitle: "Fill out the form below and we'll get back to you within 24 hours",
  submit: 'Submit Quote Request',
  submittingModal: 'Submitting Quote Request...',
  submittingInline: 'Submitting...',
  successViewTitle: 'Quote Request Submitted!',
  successViewNote: 'Need immediate assistance? Call us for priority service',
  emailUs: 'Email Us',
  successTitle: 'Quote Request Submitted',
  successDescription: "We'll respond within 24 hours with a competitive quote.",
  failureTitle: 'Error',
  failureDescription: 'Failed to submit quote request. Please try again.',
  referenceLabel: 'Your quote reference',
  referenceNote: 'We emailed you a confirmation with this reference.',
  referenceNoMailNote: 'Please keep this reference: we could not email you a confirmation.',
} as const;

/**
 * A quote's reference: `Q-` and 6 random characters of Crockford's base32 (no I, L, O or U, so
 * it is not misread over the phone), about a billion values: not guessable from another's.
 */
export const QUOTE_REFERENCE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{6}$/;

export const QUOTE_FIELD_MESSAGES = {
  companyName: 'Company name is required',
  contactName: 'Contact name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  pickupLocation: 'Pickup location is required',
  deliveryLocation: 'Delivery location is required',
  freightType: 'Please select a primary service',
  requestedDate: 'Requested date is required',
  date: 'Please enter a valid date',
  assistanceLocation: 'Please select where the driver should assist',
  assistanceType: 'Please select the type of assistance',
  tooManyDocuments: `You can attach at most ${QUOTE_DOCUMENT_LIMITS.maxFiles} documents`,
} as const;

/** Blank values the quote forms start from. */
export const EMPTY_QUOTE_FORM = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  pickupLocation: '',
  deliveryLocation: '',
  freightType: '',
  additionalFreightType: '',
  requestedDate: '',
  weight: '',
  dimensions: '',
  pickupDate: '',
  pickupTimeType: 'flexible',
  pickupTime: '',
  deliveryDate: '',
  deliveryTimeType: 'flexible',
  deliveryTime: '',
  driverAssistance: 'no-touch',
  assistanceLocation: '',
  assistanceType: '',
  additionalInfo: '',
  documentsUrls: [] as string[],
};
export type QuoteFormValues = typeof EMPTY_QUOTE_FORM;
