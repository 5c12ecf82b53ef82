// The public review form's rating scale and texts, apart from reviews.ts so that the review
// page can use them without loading joi (its first screen is in the area's first files).

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
