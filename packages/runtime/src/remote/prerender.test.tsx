import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { prerenderArea } from './prerender';

const Title = styled.h1`
  color: rgb(220, 38, 38);
`;

/** Fresh routes per test: a lazy component stays loaded once a render has started loading it. */
function areaRoutes() {
  const LazyForm = lazy(async () => ({ default: () => <form aria-label="Trip details" /> }));
  return [
    { path: '/tracking', element: <Title>Shipment Tracking</Title> },
    {
      path: '/review/:token',
      element: (
        <Suspense fallback={<p>Loading the form</p>}>
          <LazyForm />
        </Suspense>
      ),
    },
  ];
}

function prerendered(route: string) {
  const page = prerenderArea(areaRoutes()).find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page for ${route}`);
  return page.html;
}

describe('prerenderArea', () => {
  it('gives a page per route', () => {
    expect(prerenderArea(areaRoutes()).map(({ route }) => route)).toEqual([
      '/tracking',
      '/review/:token',
    ]);
  });

  it("renders each route's first screen with the rules its styled components use", () => {
    const html = prerendered('/tracking');
    expect(html).toMatch(/^<style>[^<]*color:rgb\(220, 38, 38\)/);
    expect(html).toMatch(/<h1 class="[^"]+">Shipment Tracking<\/h1>$/);
  });

  it('leaves lazy parts to their fallback, as the first render in the browser does', () => {
    const html = prerendered('/review/:token');
    expect(html).toContain('Loading the form');
    expect(html).not.toContain('<form');
  });

  it("does not write styled-components' own style tag, which its browser side would adopt", () => {
    expect(prerendered('/tracking')).not.toContain('data-styled=');
  });
});
