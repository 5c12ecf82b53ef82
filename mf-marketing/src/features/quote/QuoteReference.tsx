import styled from 'styled-components';
import { QUOTE_MESSAGES, type SubmittedQuote } from '@freight/contracts';

/** What the shipper is shown of a quote just stored. */
export type QuoteReceipt = Pick<SubmittedQuote, 'reference' | 'confirmationMailed'>;

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

/**
 * The stored quote's reference, for the shipper to quote when they call or write, and whether a
 * confirmation with it was mailed (the mail quotas may have held it back).
 */
export function QuoteReference({ receipt }: { receipt?: QuoteReceipt }) {
  if (!receipt?.reference) return null;
  return (
    <Box>
      <p>
        {QUOTE_MESSAGES.referenceLabel}: <Reference>{receipt.reference}</Reference>
      </p>
      <p>
        {receipt.confirmationMailed
          ? QUOTE_MESSAGES.referenceNote
          : QUOTE_MESSAGES.referenceNoMailNote}
      </p>
    </Box>
  );
}
