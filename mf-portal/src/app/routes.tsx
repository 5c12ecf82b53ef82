import type { RouteObject } from 'react-router-dom';
import { ClientPortalPage } from '../features/client-auth/ClientPortalPage';

export const routes: RouteObject[] = [{ path: '/client-portal', element: <ClientPortalPage /> }];
