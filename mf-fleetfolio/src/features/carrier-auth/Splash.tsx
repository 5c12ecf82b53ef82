import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Spec §2: the splash messages, one per second. */
export const SPLASH_MESSAGES = [
  'Rolling into action...',
  'Connecting nationwide routes...',
  'Preparing your freight solutions...',
  'Loading professional services...',
] as const;
export const SPLASH_MS = 3000;
export const SPLASH_ROTATE_MS = 1000;
export const STARTUP_SPLASH_MS = 100;

const Screen = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

/** True until `durationMs` has passed since the component mounted. */
export function useSplash(durationMs: number): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShowing(false), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return showing;
}

/** The FleetFolio splash: product name and a message that changes every second. */
export function Splash() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % SPLASH_MESSAGES.length),
      SPLASH_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <Screen aria-busy="true">
      <h1>FleetFolio</h1>
      <p role="status">{SPLASH_MESSAGES[index]}</p>
    </Screen>
  );
}
