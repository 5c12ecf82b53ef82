// The public review form's rating scale, services and texts, apart from the schemas so that the
// review page can use them without loading joi: its form loads the schema on first focus
// (`@freight/contracts/reviewSchemas`).

export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEW_FORM_MESSAGES = {
  ratingRequiredTitle: 'Rating Required',
  ratingRequiredDescription: 'Please select a star rating before submitting.',
  textRequiredTitle: 'Review Text Required',
  textRequiredDescription: 'Please write a review before submitting.',
  submitFailedTitle: 'Error',
  submitFailedDescription: 'Failed to submit review',
  unavailableTitle: 'Review Not Available',
  unavailableDescription: 'This review request is no longer available or has expired.',
  returnHome: 'Return to Homepage',
  submittedTitle: 'Review Submitted!',
} as const;

/** The services a broker may say the review is about. */
export const SERVICE_TYPES = [
  'Power Only Service',
  'Driver Assist Service',
  'Drop Trailer Service',
  'Other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
