import { useEffect } from 'react';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  Skeleton,
  media,
} from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: 2fr 3fr;
  }
`;

export function TripPlannerPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Trip Planner',
      description:
        'Plan a car or truck route: distance, drive time, tolls and fuel cost, with truck stops and fuel stations along the way.',
      keywords: ['trip planner', 'truck route', 'toll calculator', 'fuel cost'],
      canonicalPath: '/trip-planner',
    });
  }, [pageMeta]);

  return (
    <Page>
      <h1>Trip Planner</h1>
      <Columns>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Route</CardTitle>
            <CardDescription>Origin, destination, stops, vehicle and fuel.</CardDescription>
          </CardHeader>
          <CardContent>
            <Skeleton $height="20rem" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Trip Summary</CardTitle>
            <CardDescription>Distance, duration, tolls, fuel and total cost.</CardDescription>
          </CardHeader>
          <CardContent>
            <Skeleton $height="20rem" />
          </CardContent>
        </Card>
      </Columns>
    </Page>
  );
}
