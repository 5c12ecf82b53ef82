import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CompanySettings } from '@freight/contracts';
import { Card, CardContent, Container, media } from '@freight/ui';
import { mcLabel, telHref } from '../content';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

// Each card as tall as its content: the details card no longer stretches to the form's
// height, 900 px of empty card (D14).
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: 2fr 3fr;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  dd > a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

/** 'About Us': who the company is and what it runs. */
export function AboutSection({ settings }: { settings: CompanySettings }) {
  return (
    <Section id="about" aria-labelledby="about-title">
      <Container>
        <h2 id="about-title">About {settings.companyName}</h2>
        <p>
          {settings.companyName} is an asset-based carrier serving shippers across all 48 contiguous
          states. We run power only service for shippers with their own trailers, full truckload
          freight in our own dry van and reefer trailers, and drop trailer programs that keep docks
          moving.
        </p>
        <p>
          Our dispatchers answer around the clock, our drivers are trained to a clean-record
          standard, and every quote request gets a reply within 24 hours.
        </p>
      </Container>
    </Section>
  );
}

/** 'Contact Us': contact details, hours, authority numbers and the Request a Quote form. */
export function ContactSection({
  settings,
  quoteForm,
}: {
  settings: CompanySettings;
  quoteForm: ReactNode;
}) {
  return (
    <Section id="contact" aria-labelledby="contact-title">
      <Container>
        <h2 id="contact-title">Contact Us</h2>
        <Columns>
          <Card>
            <CardContent>
              <Details>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(settings.phone)}>{settings.phone}</a>
                </dd>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </dd>
                <dt>Address</dt>
                <dd>{settings.address}</dd>
                <dt>Office Hours</dt>
                <dd>Monday - Friday: 8:00 AM - 6:00 PM CST</dd>
                <dt>Dispatch</dt>
                <dd>24/7 dispatch and emergency support</dd>
                <dt>Operating Authority</dt>
                <dd>
                  USDOT {settings.usdotNumber} · {mcLabel(settings.mcNumber)}
                </dd>
              </Details>
            </CardContent>
          </Card>
          <Card>
            <CardContent>{quoteForm}</CardContent>
          </Card>
        </Columns>
      </Container>
    </Section>
  );
}
