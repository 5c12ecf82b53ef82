import styled from 'styled-components';
import { scrollToTop } from '@freight/ui';
import { useScrollPast } from '../hooks/useScrollPast';

const SCROLL_TOP_THRESHOLD_PX = 300;

const FloatingButton = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.header};
  width: 3rem;
  height: 3rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: 1.25rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The floating scroll-to-top button, shown past 300 px of scroll. */
export function ScrollToTopButton() {
  const shown = useScrollPast(SCROLL_TOP_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <FloatingButton type="button" aria-label="Scroll to top" onClick={scrollToTop}>
      <span aria-hidden="true">↑</span>
    </FloatingButton>
  );
}
