import type { RouteObject } from 'react-router-dom';
import { TrackingPage } from '../features/tracking';
import { TripPlannerPage } from '../features/trip-planner/TripPlannerPage';

export const routes: RouteObject[] = [
  { path: '/trip-planner', element: <TripPlannerPage /> },
  { path: '/tracking', element: <TrackingPage /> },
];
