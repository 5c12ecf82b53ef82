// Apart from admin.ts (its schemas build on joi) so the sign-in page loads without joi.

/** Toast texts of the admin sign-in and sign-out (spec 001 §5, §8). */
export const ADMIN_AUTH_MESSAGES = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please enter both username and password',
  loginFailedTitle: 'Login Failed',
  loginFailedDescription: 'Invalid username or password',
  logoutErrorTitle: 'Logout Error',
  logoutErrorDescription: 'Failed to logout properly.',
} as const;

/**
 * The documented development defaults of ADMIN_USERNAME / ADMIN_PASSWORD, shown in the sign-in
 * hint. A production server refuses to start with this password.
 */
export const DEFAULT_ADMIN_CREDENTIALS = {
  username: 'admin',
  password: 'freight-admin-dev',
} as const;

export const ADMIN_USERNAME_MAX = 100;
export const ADMIN_PASSWORD_MAX = 200;

export interface AdminLogin {
  username: string;
  password: string;
}

export interface AdminAuthStatus {
  isAuthenticated: boolean;
  username?: string;
}
