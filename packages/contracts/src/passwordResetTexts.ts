// The password reset texts apart from its schemas (passwordReset.ts): the sign-in pages link to
// the reset with them, without joi.

/** "Forgot password?": the texts of the request form, the reset page and their answers. */
export const PASSWORD_RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestDescription:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  requestSubmit: 'Send Reset Link',
  requestSent:
    'If an account exists for this email address, we sent it a link to choose a new password. The link works once, within 1 hour.',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Change Password',
  resetDone:
    'Your password was changed and every signed-in session of your account was ended. Sign in with your new password.',
  linkInvalid: 'This password reset link is invalid, used or expired. Ask for a new one.',
  backToSignIn: 'Back to sign in',
} as const;
