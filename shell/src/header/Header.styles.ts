import styled from 'styled-components';
import { Button, media } from '@freight/ui';

/** The links fit on one row only on wide screens; below it they sit behind the menu button. */
const inlineNav = '@media (min-width: 1280px)';

/**
 * Below 360 px the name's words would break inside (Redli-ne): a tighter row, a smaller name and
 * a smaller Get Quote.
 */
const narrowPhone = '@media (max-width: 359px)';

/** Sticky through its container #shell-header (index.html): sticky here, it never stuck (D6). */
export const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const TopStrip = styled.div`
  display: none;
  background: ${({ theme }) => theme.colors.foreground};
  color: #f9fafb;
  font-size: 0.8125rem;
  ${media.md} {
    display: block;
  }
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding-top: 0.25rem;
    padding-bottom: 0.25rem;
  }
  a {
    color: inherit;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 4rem;
  ${narrowPhone} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** On phones the name gives way (it may wrap to two lines) so the bar never overflows. */
export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  min-width: 0;
  min-height: 2.75rem;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: 800;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.15;
  text-decoration: none;
  ${narrowPhone} {
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  ${media.sm} {
    font-size: ${({ theme }) => theme.font.sizes.lg};
    white-space: nowrap;
  }
  svg {
    flex-shrink: 0;
  }
`;

export const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md};
  ${inlineNav} {
    display: block;
    position: static;
    border: none;
    padding: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    ${inlineNav} {
      flex-direction: row;
      align-items: center;
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.5rem 0.375rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.foreground};
    text-decoration: none;
    font-weight: 500;
    font-size: 0.9375rem;
    white-space: nowrap;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Actions = styled.div`
  flex-shrink: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Between phone and tablet widths; wider screens show the number in the top strip. */
export const PhoneLink = styled.a`
  display: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${media.sm} {
    display: inline;
  }
  ${media.md} {
    display: none;
  }
`;

/** Under 360 px the small button's size: at 320 px "Redline" had 3 px to spare beside it. */
export const QuoteButton = styled(Button)`
  ${narrowPhone} {
    padding: 0.375rem 0.75rem;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

export const MenuButton = styled(Button)`
  display: inline-flex;
  ${inlineNav} {
    display: none;
  }
`;

/** Shown in the collapsed menu on phones, where the header bar has no room for the number. */
export const MenuOnlyItem = styled.li`
  ${media.sm} {
    display: none;
  }
`;
