import { useSyncExternalStore, type MouseEvent } from 'react';
import { NotFoundPage, type PageMetaService } from '@freight/runtime';
import { AreaUnavailable } from './AreaUnavailable';
import type { StatusStore } from './mainStatus';

/** The shell's own content of the main region: the 404 page or an area's outage fallback. */
export function MainStatusView({
  store,
  pageMeta,
  navigate,
}: {
  store: StatusStore;
  pageMeta: PageMetaService;
  navigate: (url: string) => void;
}) {
  const status = useSyncExternalStore(store.subscribe, store.get);
  if (status.kind === 'not-found') {
    const onHome = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate('/');
    };
    return <NotFoundPage pageMeta={pageMeta} onHome={onHome} />;
  }
  if (status.kind === 'unavailable')
    return <AreaUnavailable pageMeta={pageMeta} navigate={navigate} />;
  return null;
}
