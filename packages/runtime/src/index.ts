export { freightApi, LANDING_CACHE_SECONDS, NEVER_EXPIRES_SECONDS } from './api/api';
export { createAreaApi, CROSS_AREA_TAGS } from './api/areaApi';
export type { CrossAreaTag } from './api/areaApi';
export {
  COMPANY_SETTINGS_PATH,
  companySettingsApi,
  seedCompanySettings,
  useGetCompanySettingsQuery,
} from './api/companySettings';
export { PAGE_READS_ELEMENT_ID, takePageRead, type PageReadSource } from './api/pageReads';
export { freightBaseQuery, urlFromKey } from './api/baseQuery';
export type { ApiError, ApiRequest, ReadRequest, WriteRequest } from './api/baseQuery';
export {
  errorMessage,
  fieldErrorsOf,
  isUnreachable,
  SERVICE_UNREACHABLE,
} from './api/errorMessage';
export { createFreightStore } from './store';
export type { FreightStore } from './store';
export { OPEN_QUOTE_EVENT, QUOTE_HASH, requestQuote, takePendingQuoteRequest } from './events';
export type { OpenQuoteDetail } from './events';
export type {
  NavigationService,
  PageMeta,
  PageMetaService,
  ShellServices,
  ToastOptions,
  ToastService,
  ToastVariant,
} from './services';
export { ShellServicesProvider, useShellServices } from './ShellServicesContext';
export { useAttemptToasts } from './useAttemptToasts';
export { lazyExport } from './lazyExport';
export { preload, preloadAfterFirstInput, preloadOnIntent } from './preload';
export { createTransitionRoot } from './transitionRoot';
export * from './remote';
export { cursorPages } from './api/cursorPages';
