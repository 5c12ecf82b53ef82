import { navigateToUrl } from 'single-spa';
import { COMPANY_DEFAULTS } from '@freight/contracts/src/common';
import { createFreightStore, type ShellServices } from '@freight/runtime';
import { createPageMetaService } from '../page-meta/pageMetaService';
import { createToastService } from '../toast/toastService';

/** The services every area receives as single-spa customProps. */
export function createShellServices() {
  const store = createFreightStore();
  const toasts = createToastService();
  const services: ShellServices = {
    store,
    toast: toasts.service,
    pageMeta: createPageMetaService({ siteName: () => COMPANY_DEFAULTS.companyName }),
    navigation: { navigate: (url) => navigateToUrl(url) },
  };
  return { services, toasts };
}
