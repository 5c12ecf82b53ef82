import { memo, type ReactNode } from 'react';
import type { FreightType } from '@freight/contracts';
import { scrollToSection } from '@freight/ui';
import { CoverageSection } from './coverage/CoverageSection';
import { useHashSection } from './hooks/useHashSection';
import { AboutSection, ContactSection } from './sections/AboutContact';
import { BlogSection } from './sections/BlogSection';
import { CareersSection, type CareerKind } from './sections/CareersSection';
import { ScrollToTopButton } from './sections/Chrome';
import { Footer } from './sections/Footer';
import { Hero } from './sections/Hero';
import { ServicesSection } from './sections/ServicesSection';
import { TestimonialsSection } from './sections/TestimonialsSection';
import { useLandingData } from './useLandingData';
import { useLandingMeta } from './useLandingMeta';

export interface LandingPageProps {
  /** Opens the quote modal, optionally with a primary service chosen. */
  onRequestQuote: (freightType?: FreightType) => void;
  onLearnMore: (kind: CareerKind) => void;
  onApply: (kind: CareerKind) => void;
  /** The contact section's Request a Quote form. */
  quoteForm: ReactNode;
}

/**
 * The landing page `/`, section by section (spec 000 §2). Memoised: opening a dialog (state of
 * the route around it) must not re-render every section in the click's frame (INP); give it
 * stable callbacks and form.
 */
export const LandingPage = memo(function LandingPage(props: LandingPageProps) {
  const data = useLandingData();
  useLandingMeta(data.settings);
  useHashSection();

  const getQuote = () => {
    if (!scrollToSection('contact')) props.onRequestQuote();
  };

  return (
    <>
      <div>
        <Hero settings={data.settings} stats={data.stats} onGetQuote={getQuote} />
        <ServicesSection services={data.services} onRequestQuote={props.onRequestQuote} />
        <CoverageSection />
        <CareersSection onLearnMore={props.onLearnMore} onApply={props.onApply} />
        <AboutSection settings={data.settings} />
        <ContactSection settings={data.settings} quoteForm={props.quoteForm} />
        <TestimonialsSection testimonials={data.testimonials} />
        <BlogSection posts={data.posts} />
      </div>
      <Footer settings={data.settings} />
      <ScrollToTopButton />
    </>
  );
});
