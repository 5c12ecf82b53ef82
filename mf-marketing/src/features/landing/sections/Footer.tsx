import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { CompanySettings } from '@freight/contracts';
import { Container, media, scrollToSection } from '@freight/ui';
import { SECTION_IDS } from '../sectionIds';
import { mcLabel, telHref } from '../content';
import { skipWhileOffscreen } from '../../../shared/skipWhileOffscreen';

const Wrapper = styled.footer`
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.lg}`};
  background: #111827;
  color: #e5e7eb;
  ${skipWhileOffscreen({ phone: 1145.75, tablet: 564.88, desktop: 522.88 })}
  a {
    color: #ffffff;
  }
`;

/** Links standing alone are full touch targets (they were 19 px tall, D11). */
const TOUCH_LINK = `
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  min-width: 2.75rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
  }
  li a {
    ${TOUCH_LINK}
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const ContactLinks = styled.p`
  display: grid;
  justify-items: start;
  a {
    ${TOUCH_LINK}
  }
`;

const LegalLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  a {
    ${TOUCH_LINK}
  }
`;

const SECTION_LABELS: Record<(typeof SECTION_IDS)[number], string> = {
  services: 'Services',
  careers: 'Careers',
  about: 'About',
  contact: 'Contact',
};

const Notes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

function saferUrl(usdotNumber: string): string {
  const query = new URLSearchParams({
    searchtype: 'ANY',
    query_type: 'queryCarrierSnapshot',
    query_param: 'USDOT',
    query_string: usdotNumber.replace(/\D/g, ''),
  });
  return `https://safer.fmcsa.dot.gov/query.asp?${query.toString()}`;
}

/** The short statements the Privacy Policy, Terms of Service and Safety links lead to. */
function LegalNotes({ settings }: { settings: CompanySettings }) {
  return (
    <Notes>
      <section id="privacy-policy" aria-labelledby="privacy-policy-title">
        <h3 id="privacy-policy-title">Privacy Policy</h3>
        <p>
          What you send through our quote and job application forms, including attached documents,
          is used only to answer your request and is seen only by our staff. Contact{' '}
          {settings.email} to have your details removed.
        </p>
      </section>
      <section id="terms-of-service" aria-labelledby="terms-of-service-title">
        <h3 id="terms-of-service-title">Terms of Service</h3>
        <p>
          A quote is an estimate based on the details you provide. Rates, pickup and delivery times
          are binding only once confirmed in writing by {settings.companyName}.
        </p>
      </section>
      <section id="safety" aria-labelledby="safety-title">
        <h3 id="safety-title">Safety</h3>
        <p>
          We operate under USDOT {settings.usdotNumber} and {mcLabel(settings.mcNumber)}. Check our
          safety record on the{' '}
          <a href={saferUrl(settings.usdotNumber)} target="_blank" rel="noreferrer">
            FMCSA SAFER company snapshot
          </a>
          .
        </p>
      </section>
    </Notes>
  );
}

const LEGAL_LINKS = [
  { id: 'privacy-policy', label: 'Privacy Policy' },
  { id: 'terms-of-service', label: 'Terms of Service' },
  { id: 'safety', label: 'Safety' },
];

function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(id)) event.preventDefault();
  };
}

/** Footer: company details, quick links that scroll smoothly, and the legal links. */
export function Footer({ settings }: { settings: CompanySettings }) {
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <h2>{settings.companyName}</h2>
            <p>{settings.tagline}</p>
            <p>
              USDOT {settings.usdotNumber} · {mcLabel(settings.mcNumber)}
            </p>
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <ul>
              {SECTION_IDS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} onClick={scrollTo(id)}>
                    {SECTION_LABELS[id]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>Contact</h2>
            <ContactLinks>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
              <span>{settings.address}</span>
            </ContactLinks>
          </div>
        </Columns>
        <nav aria-label="Legal">
          <LegalLinks>
            {LEGAL_LINKS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} onClick={scrollTo(id)}>
                  {label}
                </a>
              </li>
            ))}
          </LegalLinks>
        </nav>
        <LegalNotes settings={settings} />
        <p>
          © {new Date().getFullYear()} {settings.companyName}. All rights reserved.
        </p>
      </Container>
    </Wrapper>
  );
}
