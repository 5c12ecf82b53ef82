import styled, { css } from 'styled-components';
import { TOUCH_TARGET, media } from './theme';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive' | 'secondary';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.mutedBackground};
    color: ${({ theme }) => theme.colors.foreground};
    &:hover:not(:disabled) {
      background: #e5e7eb;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.mutedBackground};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.mutedBackground};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: #991b1b;
    }
  `,
};

const sizes = {
  sm: css`
    padding: 0.375rem 0.75rem;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  `,
  md: css`
    padding: 0.5rem 1rem;
    font-size: ${({ theme }) => theme.font.sizes.md};
  `,
  lg: css`
    padding: 0.75rem 1.5rem;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  `,
  icon: css`
    padding: 0.5rem;
    width: 2.5rem;
    height: 2.5rem;
    ${media.touch} {
      width: ${TOUCH_TARGET};
      height: ${TOUCH_TARGET};
    }
  `,
};

/** A button; `$variant` and `$size` pick its look. Use `as="a"` for a link styled as a button. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({
  type: type ?? 'button',
}))<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  font-family: inherit;
  line-height: 1.25;
  text-decoration: none;
  text-align: center;
  /* Its label wraps between words, never inside one that fits a line: the page's
     overflow-wrap: anywhere let a flex row squeeze a button down to a letter a line
     ('Logout' beside a long company name, 'Cancel' beside a long submit label). */
  overflow-wrap: break-word;
  cursor: pointer;
  transition: background-color 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* Taller only: a min-width would undo a flex item's automatic minimum (its label). */
  ${media.touch} {
    min-height: ${TOUCH_TARGET};
  }
`;
