import { useEffect } from 'react';
import type { CompanySettings } from '@freight/contracts';
import { useShellServices } from '@freight/runtime';

/** Page metadata of `/` (title, description, sharing image, structured data). */
export function useLandingMeta(settings: CompanySettings): void {
  const { pageMeta } = useShellServices();
  const { companyName, tagline, phone, email, address } = settings;
  useEffect(() => {
    pageMeta.set({
      title: `${companyName} | ${tagline} | Power Only, Dry Van & Reefer Trucking`,
      description:
        'Nationwide power-only hauling, full truckload with dry van and reefer trailers, and drop trailer service across all 48 contiguous states. Get a free quote within 24 hours.',
      keywords: [
        'freight carrier',
        'power only',
        'full truckload',
        'dry van',
        'reefer',
        'drop trailer',
        'trucking jobs',
        'owner operator',
      ],
      robots: 'index, follow',
      canonicalPath: '/',
      image: '/api/social-preview',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: companyName,
        slogan: tagline,
        telephone: phone,
        email,
        address,
        areaServed: 'US',
      },
    });
  }, [pageMeta, companyName, tagline, phone, email, address]);
}
