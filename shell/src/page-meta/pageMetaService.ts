import type { PageMeta, PageMetaService } from '@freight/runtime';

const DEFAULT_SOCIAL_IMAGE = '/api/social-preview';
const THEME_COLOR = '#dc2626';

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

function replaceJsonLd(doc: Document, data: Record<string, unknown> | undefined) {
  doc.getElementById('page-json-ld')?.remove();
  if (!data) return;
  const script = doc.createElement('script');
  script.id = 'page-json-ld';
  script.type = 'application/ld+json';
  // `<` is escaped so a value can never close the script element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  doc.head.append(script);
}

const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** Writes each page's title, description, robots, social tags, canonical link and JSON-LD. */
export function createPageMetaService(options: {
  doc?: Document;
  siteName: () => string;
}): PageMetaService {
  const { doc = document, siteName } = options;
  return {
    set(meta: PageMeta) {
      const origin = doc.location?.origin ?? window.location.origin;
      const path = meta.canonicalPath ?? doc.location?.pathname ?? '/';
      const url = absolute(origin, path);
      const image = absolute(origin, meta.image ?? DEFAULT_SOCIAL_IMAGE);
      doc.title = meta.title;
      upsertMeta(doc, 'name', 'description', meta.description);
      upsertMeta(doc, 'name', 'keywords', (meta.keywords ?? []).join(', '));
      upsertMeta(doc, 'name', 'robots', meta.robots ?? 'index, follow');
      upsertMeta(doc, 'name', 'theme-color', THEME_COLOR);
      upsertMeta(doc, 'property', 'og:title', meta.title);
      upsertMeta(doc, 'property', 'og:description', meta.description);
      upsertMeta(doc, 'property', 'og:type', 'website');
      upsertMeta(doc, 'property', 'og:url', url);
      upsertMeta(doc, 'property', 'og:image', image);
      upsertMeta(doc, 'property', 'og:site_name', siteName());
      upsertMeta(doc, 'name', 'twitter:card', 'summary_large_image');
      upsertMeta(doc, 'name', 'twitter:title', meta.title);
      upsertMeta(doc, 'name', 'twitter:description', meta.description);
      upsertMeta(doc, 'name', 'twitter:image', image);
      upsertCanonical(doc, url);
      replaceJsonLd(doc, meta.jsonLd);
    },
  };
}
