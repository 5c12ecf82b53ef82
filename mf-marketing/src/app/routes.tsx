import type { RouteObject } from 'react-router-dom';
import { ReviewPage } from '../features/review/ReviewPage';
import { LandingRoute } from './LandingRoute';

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/review/:token', element: <ReviewPage /> },
];
