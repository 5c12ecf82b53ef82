export { LandingPage } from './LandingPage';
export type { LandingPageProps } from './LandingPage';
export type { CareerKind } from './sections/CareersSection';
export { useShownCompanySettings } from './useLandingData';
