import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LandingRoute } from './LandingRoute';

// The review form (react-hook-form, joi) is only for visitors with a review link.
const ReviewPage = lazy(() =>
  import('../features/review/ReviewPage').then(({ ReviewPage: page }) => ({ default: page })),
);

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    path: '/review/:token',
    element: (
      <Suspense fallback={null}>
        <ReviewPage />
      </Suspense>
    ),
  },
];
