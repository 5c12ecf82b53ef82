import styled from 'styled-components';
import { Button, Card, CardContent, CardTitle, Container, media } from '@freight/ui';

export type CareerKind = 'driver' | 'owner-operator';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const CAREERS: Array<{ kind: CareerKind; title: string; pitch: string; requirements: string[] }> = [
  {
    kind: 'driver',
    title: 'CDL Drivers',
    pitch: 'Company driver positions with weekly pay, steady miles and real home time.',
    requirements: [
      'CDL Class A',
      '2+ years experience preferred',
      'Clean driving record',
      'DOT medical certificate',
    ],
  },
  {
    kind: 'owner-operator',
    title: 'Owner Operators',
    pitch: 'Lease on with your truck and keep it loaded with freight you choose.',
    requirements: [
      'Own truck (2015 or newer preferred)',
      'CDL Class A',
      '3+ years experience',
      'Proper insurance and authorities',
    ],
  },
];

export interface CareersSectionProps {
  onLearnMore: (kind: CareerKind) => void;
  onApply: (kind: CareerKind) => void;
}

/** 'Careers': the two opportunities with their requirement summaries. */
export function CareersSection({ onLearnMore, onApply }: CareersSectionProps) {
  return (
    <Section id="careers" aria-labelledby="careers-title">
      <Container>
        <h2 id="careers-title">Careers</h2>
        <p>Drive with a carrier that treats drivers like partners.</p>
        <Grid>
          {CAREERS.map((career) => (
            <Card as="article" key={career.kind} aria-labelledby={`career-${career.kind}`}>
              <CardContent>
                <CardTitle id={`career-${career.kind}`}>{career.title}</CardTitle>
                <p>{career.pitch}</p>
                <h4>Requirements</h4>
                <ul>
                  {career.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <Actions>
                  <Button
                    type="button"
                    $variant="outline"
                    aria-label={`Learn More about ${career.title}`}
                    onClick={() => onLearnMore(career.kind)}
                  >
                    Learn More
                  </Button>
                  <Button
                    type="button"
                    aria-label={`Apply as ${career.title === 'CDL Drivers' ? 'CDL Driver' : 'Owner Operator'}`}
                    onClick={() => onApply(career.kind)}
                  >
                    Apply
                  </Button>
                </Actions>
              </CardContent>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
