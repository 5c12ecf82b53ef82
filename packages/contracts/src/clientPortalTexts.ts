// The client portal's texts and password limits, apart from clientPortal.ts so that the portal's
// notices and lists do not load joi with their first files.

/** Texts of the client portal (spec 001 §2, §5, §8). */
export const CLIENT_PORTAL_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  companyNameRequired: 'Company name is required',
  contactNameRequired: 'Contact name is required',
  invalidPhone: 'Please enter a valid phone number',
  loginFailedTitle: 'Login Failed',
  loginFailedDescription: 'Invalid email or password. Please try again.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedFallback: 'Failed to create account. Please try again.',
  registrationSuccessTitle: 'Registration Successful',
  registrationSuccessDescription:
    'Your account has been created. Check your inbox for the link that confirms your email address.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  noShipments: 'No shipments found',
  noInvoices: 'No invoices found',
  noQuotes: 'No quote requests found',
  verifyTitle: 'Confirm your email address',
  verifyDescription:
    'We sent a confirmation link to your email address. Open it to see your shipments, invoices and quotes; until then they stay hidden so that only the owner of the address can see them.',
  verifyRequired: 'Please confirm your email address to see your shipments, invoices and quotes.',
  verifyLinkInvalid:
    'This confirmation link is invalid or has expired. Sign in and ask for a new one.',
  verifyNeedsPassword:
    'To confirm this email address, open the link in the browser where you registered, or choose the password of the account here.',
  verifyChoosePassword: 'Choose a password to confirm your email address',
  verifySubmit: 'Confirm Email',
  verifySuccessTitle: 'Email Confirmed',
  verifySuccessDescription: 'Your email address is confirmed. Sign in to see your account.',
  verifyResentTitle: 'Confirmation Sent',
  alreadyVerified: 'This email address is already confirmed.',
  quoteConfirmedTitle: 'Quote Request Confirmed',
  quoteNotConfirmedTitle: 'Quote Request Not Confirmed',
  quoteConfirmedDescription:
    'Thank you: the quote request is yours. It shows under Quotes once you sign in with this email address.',
  quoteLinkInvalid:
    'This link is invalid or has expired. The quote is still with our team, who will answer it by email.',
} as const;

/** New passwords (registration, reset); signing in accepts the older, shorter ones. */
export const CLIENT_PASSWORD_MIN = 10;
export const CLIENT_PASSWORD_MAX = 128;
