import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { TOUCH_TARGET, media, theme } from './theme';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (a 200-character company name) breaks instead of widening
       its box past a phone's screen; text that fits is laid out as before. Tables of figures
       opt out and scroll in their own frame. */
    overflow-wrap: anywhere;
  }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img, svg { max-width: 100%; }
  summary { cursor: pointer; padding-block: 0.625rem; }
  /* A fieldset is at least as wide as its content by default: it widened a 320 px page. */
  fieldset { min-inline-size: 0; }
  /* On a phone, file inputs and a list's links (documents, quick links) are whole targets. */
  ${media.touch} {
    input[type='file'] { min-height: ${TOUCH_TARGET}; }
    li > a:only-child { display: inline-flex; align-items: center; min-height: ${TOUCH_TARGET}; }
  }
`;

/** The site theme plus its global style; wrap every area's tree in it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
