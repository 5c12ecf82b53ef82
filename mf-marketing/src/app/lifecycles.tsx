import { createRemoteLifecycles } from '@freight/runtime';
import { seedLandingReads } from '../features/landing/api';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(routes, {
  beforeMount: ({ store }) => seedLandingReads(store),
});
