import { render, screen } from '@testing-library/react';
import { Input } from './Input';
import { theme } from './theme';
import { ThemeProvider } from './ThemeProvider';

/** The CSS text styled-components wrote for the page. */
const pageCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('Input', () => {
  it('is outlined in the focus blue, not the error red, when focused', () => {
    render(
      <ThemeProvider>
        <label htmlFor="company">Company</label>
        <Input id="company" />
      </ThemeProvider>,
    );
    const classes = screen.getByLabelText('Company').className.split(' ');
    const focusRules = pageCss()
      .split('}')
      .filter((rule) => rule.includes(':focus-visible') && classes.some((c) => rule.includes(c)));
    expect(focusRules.join('}')).toContain(`outline:2px solid ${theme.colors.focus}`);
    expect(focusRules.join('}')).not.toContain(theme.colors.danger);
    expect(focusRules.join('}')).not.toContain(theme.colors.primary);
  });
});
