import { navigateToUrl } from 'single-spa';
import { COMPANY_DEFAULTS } from '@freight/contracts';
import {
  companySettingsApi,
  createFreightStore,
  seedCompanySettings,
  type FreightStore,
  type ShellServices,
} from '@freight/runtime';
import { createPageMetaService } from '../page-meta/pageMetaService';
import { createToastService } from '../toast/toastService';

const selectSettings = companySettingsApi.endpoints.getCompanySettings.select();

/** The fetched company name once the settings have loaded, else the built-in one. */
function companyName(store: FreightStore): string {
  return selectSettings(store.getState()).data?.companyName || COMPANY_DEFAULTS.companyName;
}

/** The services every area receives as single-spa customProps. */
export function createShellServices() {
  const store = createFreightStore();
  // The header shows the settings the page came with, without asking for them.
  seedCompanySettings(store);
  const toasts = createToastService();
  const services: ShellServices = {
    store,
    toast: toasts.service,
    pageMeta: createPageMetaService({ siteName: () => companyName(store) }),
    navigation: { navigate: (url) => navigateToUrl(url) },
  };
  return { services, toasts };
}
