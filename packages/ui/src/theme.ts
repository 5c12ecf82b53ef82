// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the theme type augmentation must reach every package that imports the theme
/// <reference path="./styled.d.ts" />
/** Design tokens of the site: red brand colour, neutral greys, spacing and breakpoints. */
export const theme = {
  colors: {
    primary: '#dc2626',
    primaryHover: '#b91c1c',
    primaryForeground: '#ffffff',
    primarySoft: '#fef2f2',
    foreground: '#111827',
    // gray-600: at least 4.5:1 (WCAG AA) on both the white and the muted backgrounds.
    muted: '#4b5563',
    mutedBackground: '#f3f4f6',
    border: '#d1d5db',
    background: '#ffffff',
    surface: '#f9fafb',
    focus: '#2563eb',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
  },
  badge: {
    default: { bg: '#dc2626', fg: '#ffffff' },
    secondary: { bg: '#e5e7eb', fg: '#1f2937' },
    destructive: { bg: '#991b1b', fg: '#ffffff' },
    yellow: { bg: '#fef9c3', fg: '#854d0e' },
    blue: { bg: '#dbeafe', fg: '#1e40af' },
    green: { bg: '#dcfce7', fg: '#166534' },
    grey: { bg: '#f3f4f6', fg: '#374151' },
    purple: { bg: '#f3e8ff', fg: '#6b21a8' },
    red: { bg: '#fee2e2', fg: '#991b1b' },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    sizes: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2.25rem' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.1)',
    lg: '0 20px 40px rgba(0, 0, 0, 0.2)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024 },
  zIndex: { header: 40, dialog: 100, toast: 200 },
} as const;

export type FreightTheme = typeof theme;
export type BadgeColor = keyof FreightTheme['badge'];

/**
 * Media queries from the breakpoints, e.g. `${media.md} { ... }` applies from 768 px up;
 * `media.touch` applies where the main pointer is a finger.
 */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  touch: '@media (pointer: coarse)',
} as const;

/** The smallest box a finger can hit reliably (WCAG 2.5.5: 44 × 44 CSS px). */
export const TOUCH_TARGET = '2.75rem';
