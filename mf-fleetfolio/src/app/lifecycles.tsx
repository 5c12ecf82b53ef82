import { createRemoteLifecycles } from '@freight/runtime';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(routes);
