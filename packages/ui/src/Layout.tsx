import styled, { keyframes } from 'styled-components';

/** Centred page column with side padding. */
export const Container = styled.div<{ $width?: 'narrow' | 'default' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'default' }) =>
    ({ narrow: '28rem', default: '72rem', wide: '80rem' })[$width]};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** Hidden on screen, read by assistive technology. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A grey placeholder block shown while content loads; decorative for assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
}>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.mutedBackground};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Inline message box; `$variant="destructive"` for errors (give it role="alert"). */
export const Alert = styled.div<{ $variant?: 'default' | 'destructive' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.colors.dangerSoft : theme.colors.surface};
  color: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.colors.danger : theme.colors.foreground};
`;
