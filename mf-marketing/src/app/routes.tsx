import type { RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { ReviewPage } from '../features/review/ReviewPage';

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/review/:token', element: <ReviewPage /> },
];
