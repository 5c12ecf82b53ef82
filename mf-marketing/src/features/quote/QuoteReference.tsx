import styled from 'styled-components';
import { QUOTE_MESSAGES } from '@freight/contracts';

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Reference = styled.strong`
  font-size: ${({ theme }) => theme.font.sizes.lg};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

/** The stored quote's reference, for the shipper to quote when they call or write. */
export function QuoteReference({ reference }: { reference?: string }) {
  if (!reference) return null;
  return (
    <Box>
      <p>
        {QUOTE_MESSAGES.referenceLabel}: <Reference>{reference}</Reference>
      </p>
      <p>{QUOTE_MESSAGES.referenceNote}</p>
    </Box>
  );
}
