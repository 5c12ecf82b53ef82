import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Alert } from './Layout';

const Box = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

interface RetryAlertProps {
  children: ReactNode;
  /** Runs the failed request again; left out, Retry submits the enclosing form. */
  onRetry?: () => void;
}

/**
 * The one "it failed, try again" box of every area: what went wrong and a Retry button that
 * repeats the same request (a read again, or the same form with what was typed).
 */
export function RetryAlert({ children, onRetry }: RetryAlertProps) {
  return (
    <Box $variant="destructive" role="alert">
      <p>{children}</p>
      {onRetry ? (
        <Button type="button" $variant="outline" $size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : (
        <Button type="submit" $variant="outline" $size="sm">
          Retry
        </Button>
      )}
    </Box>
  );
}
