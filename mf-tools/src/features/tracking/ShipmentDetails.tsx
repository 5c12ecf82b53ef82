import styled from 'styled-components';
import { Badge, Card, CardContent, CardHeader, CardTitle, DetailList } from '@freight/ui';
import {
  SHIPMENT_DOCUMENT_LABELS,
  formatStatus,
  formatUsDate,
  type TrackedShipment,
} from '@freight/contracts';
import { ShipmentProgress } from '@freight/route-map';
import { ShipmentTimeline } from './ShipmentTimeline';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

function detailItems(shipment: TrackedShipment) {
  return [
    { label: 'Status', value: formatStatus(shipment.status) },
    { label: 'Pickup Address', value: shipment.pickupAddress },
    { label: 'Delivery Address', value: shipment.deliveryAddress },
    { label: 'Driver', value: shipment.driverName || '—' },
    {
      label: 'Driver Phone',
      value: shipment.driverPhone ? (
        <a href={`tel:${shipment.driverPhone}`}>{shipment.driverPhone}</a>
      ) : (
        '—'
      ),
    },
    { label: 'Truck Number', value: shipment.truckNumber || '—' },
    { label: 'Estimated Pickup', value: formatUsDate(shipment.estimatedPickupDate) },
    { label: 'Estimated Delivery', value: formatUsDate(shipment.estimatedDeliveryDate) },
  ];
}

/** The tracked shipment: progress and map, its facts, the kinds of documents on file, timeline. */
export function ShipmentDetails({ shipment }: { shipment: TrackedShipment }) {
  return (
    <Card aria-labelledby="tracked-shipment-title" as="article">
      <CardHeader>
        <CardTitle as="h2" id="tracked-shipment-title">
          Shipment {shipment.shipmentNumber}
        </CardTitle>
        <div>
          <Badge>{formatStatus(shipment.status)}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <ShipmentProgress facts={shipment} />
        <Section aria-label="Shipment details">
          <DetailList items={detailItems(shipment)} />
        </Section>
        <Section aria-labelledby="tracked-documents">
          <h3 id="tracked-documents">Documents</h3>
          {shipment.documents.length === 0 ? (
            <p>No documents on file yet</p>
          ) : (
            <ul>
              {shipment.documents.map((document, index) => (
                <li key={index}>
                  {SHIPMENT_DOCUMENT_LABELS[document.kind]} ({document.kind}), added{' '}
                  {formatUsDate(document.uploadedAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section aria-labelledby="tracked-timeline">
          <h3 id="tracked-timeline">Tracking Timeline</h3>
          <ShipmentTimeline updates={shipment.updates} />
        </Section>
      </CardContent>
    </Card>
  );
}
