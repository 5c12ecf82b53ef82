import type { RouteObject } from 'react-router-dom';
import { LandingRoute } from './LandingRoute';
import { ReviewPage } from '../features/review/ReviewPage';

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/review/:token', element: <ReviewPage /> },
];
