import styled from 'styled-components';
import { Alert } from '@freight/ui';
import { DEFAULT_ADMIN_CREDENTIALS } from '@freight/contracts';

const Hint = styled(Alert)`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The hint box of the login page: the documented defaults, and how they are changed. A production
 * server refuses to start with the default password, so showing it there gives nothing away.
 */
export function CredentialsHint() {
  return (
    <Hint role="note" aria-label="Default credentials">
      <p>
        <strong>Default credentials</strong>
      </p>
      <p>
        Username <code>{DEFAULT_ADMIN_CREDENTIALS.username}</code>, password{' '}
        <code>{DEFAULT_ADMIN_CREDENTIALS.password}</code>.
      </p>
      <p>
        They are changed through the server environment settings (<code>ADMIN_USERNAME</code>,{' '}
        <code>ADMIN_PASSWORD</code>).
      </p>
    </Hint>
  );
}
