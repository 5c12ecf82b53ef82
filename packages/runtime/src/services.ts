import type { FreightStore } from './store';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays; the spec's default is 5000 ms. */
  durationMs?: number;
}

export interface ToastService {
  /** Shows a toast in place of the current one; answers its id. */
  show(options: ToastOptions): number;
  /**
   * Takes the toast `id` down if it is still showing (a form clears its failure toast once the
   * next attempt succeeds, without touching a toast shown since); without `id`, any toast.
   */
  dismiss(id?: number): void;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  robots?: string;
  /** Path of the canonical URL on this site, e.g. `/tracking`. */
  canonicalPath?: string;
  /** Absolute or site-relative URL of the social preview image. */
  image?: string;
  /** Structured data placed in a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
}

export interface PageMetaService {
  set(meta: PageMeta): void;
}

export interface NavigationService {
  /** Moves to any route of the site, across areas (single-spa navigateToUrl). */
  navigate(url: string): void;
}

/** What the shell hands every remote as single-spa customProps. */
export interface ShellServices {
  toast: ToastService;
  pageMeta: PageMetaService;
  navigation: NavigationService;
  store: FreightStore;
}
