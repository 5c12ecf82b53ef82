import styled from 'styled-components';
import { Alert } from '@freight/ui';

const Hint = styled(Alert)`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/**
 * The hint box of the login page. The development defaults are only printed in development
 * builds: a production server refuses to start with them, so printing them there helps nobody.
 */
export function CredentialsHint() {
  const isDevelopment = process.env.NODE_ENV !== 'production';
  return (
    <Hint role="note" aria-label="Default credentials">
      <p>
        <strong>Default credentials</strong>
      </p>
      {isDevelopment ? (
        <p>
          Development: username <code>admin</code>, password <code>freight-admin-dev</code>.
        </p>
      ) : null}
      <p>
        Credentials are changed through the server environment settings (<code>ADMIN_USERNAME</code>
        , <code>ADMIN_PASSWORD</code>).
      </p>
    </Hint>
  );
}
