export { ForgotPassword } from './ForgotPassword';
export { ResetPassword } from './ResetPassword';
