import type { RouteObject } from 'react-router-dom';
import { ClientPortalPage } from './ClientPortalPage';

export const routes: RouteObject[] = [{ path: '/client-portal', element: <ClientPortalPage /> }];
