import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useGetCompanySettingsQuery } from '../api/companySettings';
import { lazyPage } from './lazyPage';
import { AREA_READ_PATHS, prerenderArea } from './prerender';

/** What a screen shows of the company settings: the stored phone, else the built-in one. */
function CompanyPhone() {
  const { data } = useGetCompanySettingsQuery();
  return <p>Call {data?.phone ?? '(800) 555-0100'}</p>;
}

const Title = styled.h1`
  color: rgb(220, 38, 38);
`;

/** Fresh routes per test: a lazy component stays loaded once a render has started loading it. */
function areaRoutes() {
  const LazyForm = lazy(async () => ({ default: () => <form aria-label="Trip details" /> }));
  const SignInPage = lazyPage(
    async () => ({ SignInPage: () => <form aria-label="Sign in" /> }),
    'SignInPage',
  );
  return [
    { path: '/tracking', element: <Title>Shipment Tracking</Title> },
    { path: '/contact', element: <CompanyPhone /> },
    {
      path: '/review/:token',
      element: (
        <Suspense fallback={<p>Loading the form</p>}>
          <LazyForm />
        </Suspense>
      ),
    },
    { path: '/login', element: <SignInPage /> },
  ];
}

async function prerendered(route: string) {
  const page = (await prerenderArea(areaRoutes())).find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page for ${route}`);
  return page.html;
}

describe('prerenderArea', () => {
  it('gives a page per route', async () => {
    expect((await prerenderArea(areaRoutes())).map(({ route }) => route)).toEqual([
      '/tracking',
      '/contact',
      '/review/:token',
      '/login',
    ]);
  });

  it("renders each route's first screen with the rules its styled components use", async () => {
    const html = await prerendered('/tracking');
    expect(html).toMatch(/^<style>[^<]*color:rgb\(220, 38, 38\)/);
    expect(html).toMatch(/<h1 class="[^"]+">Shipment Tracking<\/h1>$/);
  });

  it('leaves lazy parts to their fallback, as the first render in the browser does', async () => {
    const html = await prerendered('/review/:token');
    expect(html).toContain('Loading the form');
    expect(html).not.toContain('<form');
  });

  it('renders a lazy page itself, loaded first', async () => {
    expect(await prerendered('/login')).toContain('<form aria-label="Sign in">');
  });

  it('renders with the reads it is given, and the built-in defaults without them', async () => {
    const contact = async (reads?: Record<string, unknown>) =>
      (await prerenderArea(areaRoutes(), { reads })).find((page) => page.route === '/contact')
        ?.html;
    expect(AREA_READ_PATHS).toEqual(['/api/company-settings']);
    // React separates the two text parts with an empty comment.
    expect(await contact({ '/api/company-settings': { phone: '(312) 555-0199' } })).toContain(
      'Call <!-- -->(312) 555-0199',
    );
    expect(await contact()).toContain('Call <!-- -->(800) 555-0100');
  });

  it("seeds the area's own reads from the same reads", async () => {
    const seed = jest.fn();
    await prerenderArea(areaRoutes(), { reads: { '/api/services': [] }, seed });
    const [, take] = seed.mock.calls[0] as [unknown, (path: string) => unknown];
    expect(take('/api/services')).toEqual({ value: [] });
    expect(take('/api/blog/posts')).toBeUndefined();
  });

  it('gives the routes asked for a signed-out screen, rendered with its reads added', async () => {
    const signedOut = { session: 'client', routes: ['/contact'], reads: { '/api/me': null } };
    const seed = jest.fn();
    const pages = await prerenderArea(areaRoutes(), {
      reads: { '/api/company-settings': { phone: '(312) 555-0199' } },
      seed,
      signedOut,
    });
    const contact = pages.find((page) => page.route === '/contact');
    expect(contact?.signedOut).toEqual({
      session: 'client',
      reads: { '/api/me': null },
      html: contact?.html,
    });
    const takes = seed.mock.calls.map(([, take]) => (take as (path: string) => unknown)('/api/me'));
    expect(takes.filter(Boolean)).toEqual([{ value: null }]);
    expect(pages.filter((page) => page.signedOut).map(({ route }) => route)).toEqual(['/contact']);
  });

  it('leaves no timer behind for the reads it seeded (a build or server would wait for it)', async () => {
    jest.useFakeTimers();
    try {
      await prerenderArea(areaRoutes(), { reads: { '/api/company-settings': { phone: '1' } } });
      jest.advanceTimersByTime(60_000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not write styled-components' own style tag, which its browser side would adopt", async () => {
    expect(await prerendered('/tracking')).not.toContain('data-styled=');
  });
});
