export { AuthPanel } from './AuthPanel';
export { EmailConfirmation } from './EmailConfirmation';
export { LogoutButton } from './LogoutButton';
export { PendingVerification } from './PendingVerification';
export { CLIENT_SESSION_PATH, seedClientSession, useClientMeQuery } from './api';
