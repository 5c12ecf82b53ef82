import styled from 'styled-components';
import type { BadgeColor } from './theme';

/** A small status label; `$variant` is a colour name or default/secondary/destructive. */
export const Badge = styled.span<{ $variant?: BadgeColor }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $variant = 'default' }) => theme.badge[$variant].bg};
  color: ${({ theme, $variant = 'default' }) => theme.badge[$variant].fg};
`;
