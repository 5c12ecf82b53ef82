import { Link } from 'react-router-dom';
import { PasswordResetRequestForm } from '@freight/forms';
import { PASSWORD_RESET_MESSAGES as R } from '@freight/contracts';
import { useRequestPasswordResetMutation } from './api';
import { ResetCard } from './layout';

/** "Forgot password?": asks for the account's email and mails it a link (if it has an account). */
export function ForgotPassword() {
  const [request, state] = useRequestPasswordResetMutation();
  return (
    <ResetCard
      title={R.requestTitle}
      description={R.requestDescription}
      footer={<Link to="/client-portal">{R.backToSignIn}</Link>}
    >
      <PasswordResetRequestForm request={request} state={state} />
    </ResetCard>
  );
}
