// FleetFolio's texts apart from its schemas (fleetfolio.ts): the sign-in page shows them
// without joi, which its form loads on first focus.

/** Texts of the FleetFolio screens and answers (spec 001 §2, §8): one source for API and forms. */
export const FLEET_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 10 characters',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  registrationSuccessTitle: 'Registration successful',
  registrationSuccessDescription: 'Welcome to FleetFolio! You can now log in.',
  loginSuccessTitle: 'Login successful',
  loginSuccessDescription: 'Welcome to FleetFolio!',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  deliveryBeforePickup: 'Delivery date cannot be before the pickup date',
} as const;

/** New passwords (registration, reset); signing in accepts the older, shorter ones. */
export const FLEET_PASSWORD_MIN_LENGTH = 10;
