import { createHash } from 'node:crypto';
import { CompanySettingsModel } from '../../db/models';
import { renderPreviewPng, type PreviewText } from './render';

export interface SocialPreview {
  png: Buffer;
  etag: string;
}

async function previewText(defaults: PreviewText): Promise<PreviewText> {
  const settings = await CompanySettingsModel.findOne()
    .select('companyName tagline usdotNumber mcNumber')
    .lean();
  const authority = [
    settings?.usdotNumber ? `USDOT ${settings.usdotNumber}` : '',
    settings?.mcNumber ? `MC ${settings.mcNumber}` : '',
  ].filter(Boolean);
  return {
    companyName: settings?.companyName || defaults.companyName,
    tagline: settings?.tagline || defaults.tagline,
    footer: authority.length ? authority.join(' · ') : defaults.footer,
  };
}

/**
 * The 1200x630 PNG of the current settings, one renderer per app. It is rendered once per
 * distinct text and kept in memory, so it changes exactly when the company name, tagline or
 * authority numbers change.
 */
export function socialPreviewRenderer(defaults: PreviewText) {
  let cache: { key: string; preview: SocialPreview } | undefined;
  return async function socialPreview(): Promise<SocialPreview> {
    const text = await previewText(defaults);
    const key = JSON.stringify(text);
    if (cache?.key !== key) {
      const png = renderPreviewPng(text);
      const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
      cache = { key, preview: { png, etag } };
    }
    return cache.preview;
  };
}
