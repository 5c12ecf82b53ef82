import styled, { keyframes } from 'styled-components';
import { useScrollPast } from '../hooks/useScrollPast';
import { scrollToTop } from '../hooks/scrollToSection';

export const SCROLL_TOP_THRESHOLD_PX = 300;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Ring = styled.span`
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

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

/** The full-screen splash shown until the first landing data has arrived. */
export function Splash() {
  return (
    <Overlay>
      <Ring aria-hidden="true" />
      <p role="status">Loading your freight solutions...</p>
    </Overlay>
  );
}

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
