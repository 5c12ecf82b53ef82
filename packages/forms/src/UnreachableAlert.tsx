import { SERVICE_UNREACHABLE } from '@freight/runtime';
import { Alert, Button } from '@freight/ui';
import styled from 'styled-components';

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

/**
 * Said, inside a form, when the service could not be reached: never that what was typed is
 * wrong. Retry submits the same form again, with everything still filled in.
 */
export function UnreachableAlert() {
  return (
    <Box $variant="destructive" role="alert">
      <p>{SERVICE_UNREACHABLE.description}</p>
      <Button type="submit" $variant="outline" $size="sm">
        Retry
      </Button>
    </Box>
  );
}
