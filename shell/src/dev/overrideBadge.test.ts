import { screen, within } from '@testing-library/react';
import { showOverrideBadge } from './overrideBadge';

afterEach(() => document.body.replaceChildren());

it('names each overridden area with its address and links to forgetting them', () => {
  showOverrideBadge(
    [
      {
        name: 'mf_tools',
        entry: 'http://localhost:3104/remoteEntry.js',
        routes: ['/trip-planner'],
        override: true,
      },
    ],
    { pathname: '/trip-planner' } as Location,
  );
  const badge = screen.getByRole('complementary', { name: 'Development overrides' });
  expect(badge).toHaveTextContent('mf_tools from http://localhost:3104/remoteEntry.js');
  expect(within(badge).getByRole('link', { name: 'Clear overrides' })).toHaveAttribute(
    'href',
    '/trip-planner?override=reset',
  );
});
