import { createPageMetaService } from './pageMetaService';

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)
    ?.content;

describe('page metadata service', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    window.history.pushState(null, '', '/tracking');
  });

  it('writes title, description, robots, social tags, canonical link and theme colour', () => {
    const service = createPageMetaService({ siteName: () => 'Redline Freight Lines' });
    service.set({
      title: 'Track Shipment',
      description: 'Find your load by shipment number.',
      keywords: ['tracking', 'freight'],
    });
    const origin = window.location.origin;
    expect(document.title).toBe('Track Shipment');
    expect(meta('description')).toBe('Find your load by shipment number.');
    expect(meta('keywords')).toBe('tracking, freight');
    expect(meta('robots')).toBe('index, follow');
    expect(meta('theme-color')).toBe('#dc2626');
    expect(meta('og:title')).toBe('Track Shipment');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe(`${origin}/tracking`);
    expect(meta('og:image')).toBe(`${origin}/api/social-preview`);
    expect(meta('og:site_name')).toBe('Redline Freight Lines');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(`${origin}/api/social-preview`);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${origin}/tracking`,
    );
  });

  it('replaces the previous page tags instead of adding more', () => {
    const service = createPageMetaService({ siteName: () => 'Redline Freight Lines' });
    service.set({ title: 'One', description: 'First', jsonLd: { '@type': 'Organization' } });
    service.set({
      title: 'Two',
      description: 'Second',
      robots: 'noindex, nofollow',
      canonicalPath: '/',
      image: '/images/custom.png',
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('description')).toBe('Second');
    expect(meta('robots')).toBe('noindex, nofollow');
    expect(meta('og:image')).toBe(`${window.location.origin}/images/custom.png`);
    expect(document.getElementById('page-json-ld')).toBeNull();
  });

  it('writes structured data as a JSON-LD script that cannot break out of its element', () => {
    const service = createPageMetaService({ siteName: () => 'Redline Freight Lines' });
    service.set({ title: 'Home', description: 'Home', jsonLd: { name: '</script><b>x' } });
    const script = document.getElementById('page-json-ld');
    expect(script).toHaveAttribute('type', 'application/ld+json');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ name: '</script><b>x' });
  });
});
