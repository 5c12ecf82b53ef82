import styled from 'styled-components';
import { linkify } from './linkify';

const Body = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** A message's plain text with its web addresses as links that open in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <Body>
      {linkify(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Body>
  );
}
