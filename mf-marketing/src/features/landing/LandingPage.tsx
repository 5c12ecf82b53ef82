import { useEffect } from 'react';
import styled from 'styled-components';
import { Card, CardContent, Container, Skeleton, media } from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.primarySoft};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.sizes.xxl};
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  scroll-margin-top: 5rem;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const SECTIONS = [
  { id: 'services', title: 'Our Services' },
  { id: 'coverage', title: 'Nationwide Coverage' },
  { id: 'careers', title: 'Careers' },
  { id: 'about', title: 'About Us' },
  { id: 'contact', title: 'Contact Us' },
] as const;

export function LandingPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Your Freight, Our Priority | Power Only, Dry Van & Reefer Trucking',
      description:
        'Nationwide power-only hauling, full truckload with dry van and reefer trailers, and drop trailer service across all 48 contiguous states. Get a free quote within 24 hours.',
      keywords: [
        'freight carrier',
        'power only',
        'full truckload',
        'dry van',
        'reefer',
        'trucking jobs',
      ],
      canonicalPath: '/',
    });
  }, [pageMeta]);

  return (
    <>
      <Hero aria-labelledby="hero-title">
        <Container>
          <h1 id="hero-title">Your Freight, Our Priority</h1>
          <p>
            Power only, full truckload and drop trailer service across all 48 contiguous states.
          </p>
        </Container>
      </Hero>
      {SECTIONS.map(({ id, title }) => (
        <Section key={id} id={id} aria-labelledby={`${id}-title`}>
          <Container>
            <h2 id={`${id}-title`}>{title}</h2>
            <Grid aria-busy="true">
              <Card>
                <CardContent>
                  <Skeleton $height="8rem" />
                </CardContent>
              </Card>
              <Card>
                <CardContent>
                  <Skeleton $height="8rem" />
                </CardContent>
              </Card>
            </Grid>
          </Container>
        </Section>
      ))}
    </>
  );
}
