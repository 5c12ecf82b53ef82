import { useState } from 'react';
import { Badge, Button } from '@freight/ui';
import {
  CLIENT_PORTAL_MESSAGES as M,
  formatStatus,
  formatUsDate,
  statusColour,
  type ClientShipment,
} from '@freight/contracts';
import { Actions, Empty, ItemCard, List, Row } from './List';
import { ShipmentDetailsDialog } from './ShipmentDetailsDialog';

function ShipmentCard({ shipment, onView }: { shipment: ClientShipment; onView: () => void }) {
  return (
    <ItemCard as="li" aria-label={`Shipment ${shipment.shipmentNumber}`}>
      <Row>
        <h2>{shipment.shipmentNumber}</h2>
        <Badge $variant={statusColour(shipment.status)}>{formatStatus(shipment.status)}</Badge>
      </Row>
      <p>
        {shipment.pickupAddress} → {shipment.deliveryAddress}
      </p>
      <p>
        Estimated pickup {formatUsDate(shipment.estimatedPickupDate)} · estimated delivery{' '}
        {formatUsDate(shipment.estimatedDeliveryDate)}
      </p>
      <Actions>
        <Button $variant="outline" $size="sm" onClick={onView}>
          View Details
        </Button>
        {shipment.driverPhone ? (
          <Button
            as="a"
            $variant="outline"
            $size="sm"
            href={`tel:${shipment.driverPhone}`}
            aria-label={`Call Driver ${shipment.driverName} at ${shipment.driverPhone}`}
          >
            Call Driver
          </Button>
        ) : null}
      </Actions>
    </ItemCard>
  );
}

export function ShipmentsList({ shipments }: { shipments: ClientShipment[] }) {
  const [viewed, setViewed] = useState<ClientShipment | null>(null);
  if (shipments.length === 0) return <Empty>{M.noShipments}</Empty>;
  return (
    <>
      <List aria-label="Shipments">
        {shipments.map((shipment) => (
          <ShipmentCard key={shipment.id} shipment={shipment} onView={() => setViewed(shipment)} />
        ))}
      </List>
      <ShipmentDetailsDialog shipment={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
