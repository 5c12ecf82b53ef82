import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input } from '@freight/ui';
import { SHIPMENT_NUMBER_MAX } from '@freight/contracts';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;

interface TrackingSearchProps {
  initialNumber: string;
  busy: boolean;
  onSearch: (shipmentNumber: string) => void;
}

/** The search card: a submitted form, so Enter in the field searches too. */
export function TrackingSearch({ initialNumber, busy, onSearch }: TrackingSearchProps) {
  const [value, setValue] = useState(initialNumber);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shipmentNumber = value.trim();
    if (shipmentNumber !== '') onSearch(shipmentNumber);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Track a Shipment</CardTitle>
      </CardHeader>
      <CardContent>
        <Row role="search" aria-label="Track a shipment" onSubmit={submit}>
          <Field label="Shipment Number">
            <Input
              name="shipmentNumber"
              value={value}
              maxLength={SHIPMENT_NUMBER_MAX}
              autoComplete="off"
              placeholder="e.g. FC-7KQ2M9XD"
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Tracking...' : 'Track Shipment'}
          </Button>
        </Row>
      </CardContent>
    </Card>
  );
}
