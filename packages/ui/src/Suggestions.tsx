import styled from 'styled-components';

/** The list of a combobox's suggestions, below its input (the input's wrapper is `relative`). */
export const SuggestionPopup = styled.ul`
  position: absolute;
  z-index: 10;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  max-height: 18rem;
  overflow-y: auto;
`;

/** One suggestion; `$active` is the option the arrow keys are on. */
export const SuggestionOption = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.mutedBackground};
  }
`;
