import styled, { css } from 'styled-components';
import { TOUCH_TARGET, media } from './theme';

const control = css`
  display: block;
  width: 100%;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.foreground};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* Blue, as everywhere on the site: the red of an error border would make a field look wrong. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.mutedBackground};
    cursor: not-allowed;
  }
  ${media.touch} {
    min-height: ${TOUCH_TARGET};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  appearance: auto;
`;
