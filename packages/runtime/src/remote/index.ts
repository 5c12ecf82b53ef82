export { createRemoteLifecycles } from './createRemoteLifecycles';
export type {
  RemoteLifecycleOptions,
  RemoteLifecycles,
  RemoteProps,
} from './createRemoteLifecycles';
export { RemoteProviders } from './RemoteProviders';
export { AreaRoutes } from './AreaRoutes';
export { lazyPage } from './lazyPage';
export type { LazyPage } from './lazyPage';
export { AreaErrorBoundary, PartErrorBoundary } from './errorBoundaries';
export { NotFoundPage, NOT_FOUND_TITLE } from './NotFoundPage';
export { createStandaloneServices, mountStandalone } from './standalone';
export { tabPath, tabSlug, useTabAddress } from './useTabAddress';
export type { TabAddress } from './useTabAddress';
export { pathAfterSignIn, signInState } from './signInReturn';
export type { SignInState } from './signInReturn';
export { useTableQuery } from './useTableQuery';
export type { TableQuery, TableQueryOptions, TableState } from './useTableQuery';
export { ListTable } from './ListTable';
export type { ListTableProps } from './ListTable';
export { FetchFailure } from './FetchFailure';
export { PendingPlaceholder } from './PendingPlaceholder';
