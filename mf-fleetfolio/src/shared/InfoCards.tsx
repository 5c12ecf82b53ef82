import { Card, CardContent, CardDescription, CardHeader, CardTitle, media } from '@freight/ui';
import styled from 'styled-components';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

export interface InfoCard {
  title: string;
  description: string;
  points?: string[];
}

/** A grid of titled cards, each with a description and an optional list of points. */
export function InfoCards({ cards }: { cards: readonly InfoCard[] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <CardHeader>
            <CardTitle>{card.title}</CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </CardHeader>
          {card.points ? (
            <CardContent>
              <ul>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </CardContent>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
