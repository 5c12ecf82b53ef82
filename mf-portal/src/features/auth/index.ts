export { AuthPanel } from './AuthPanel';
export { LogoutButton } from './LogoutButton';
export { useClientMeQuery } from './api';
