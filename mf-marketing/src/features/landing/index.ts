export { LandingPage } from './LandingPage';
export type { CareerKind } from './sections/CareersSection';
export { useShownCompanySettings } from './useLandingData';
