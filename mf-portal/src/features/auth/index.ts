export { AuthPanel } from './AuthPanel';
export { EmailConfirmation } from './EmailConfirmation';
export { LogoutButton } from './LogoutButton';
export { PendingVerification } from './PendingVerification';
export { useClientMeQuery } from './api';
