import { createRemoteLifecycles } from '@freight/runtime';
import { seedClientSession } from '../features/auth';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(routes, {
  beforeMount: ({ store }) => seedClientSession(store),
});
