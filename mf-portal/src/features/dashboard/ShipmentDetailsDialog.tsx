import { Suspense } from 'react';
import styled from 'styled-components';
import { Badge, DetailList, Dialog, Skeleton, Timeline } from '@freight/ui';
import { lazyExport } from '@freight/runtime';
import {
  SHIPMENT_DOCUMENT_LABELS,
  TRACKING_MESSAGES,
  formatStatus,
  formatUsDate,
  formatUsDateTime,
  type ClientShipment,
  type ShipmentUpdateView,
} from '@freight/contracts';
import { documentUrl } from './api';

// The US map (d3-geo and its shapes) loads when a shipment is first viewed, not with the
// dashboard's first files.
const ShipmentProgress = lazyExport(
  () => import('@freight/route-map').then(({ ShipmentProgress }) => ({ ShipmentProgress })),
  'ShipmentProgress',
);

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

function timelineEntries(updates: ShipmentUpdateView[]) {
  return [...updates]
    .sort((a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime())
    .map((update) => ({
      id: update.id,
      title: <Badge $variant="secondary">{formatStatus(update.status)}</Badge>,
      meta: (
        <>
          <time dateTime={update.timestamp}>{formatUsDateTime(update.timestamp)}</time>
          {update.location ? ` · ${update.location}` : null}
        </>
      ),
      body: update.notes || undefined,
    }));
}

function detailItems(shipment: ClientShipment) {
  return [
    { label: 'Status', value: formatStatus(shipment.status) },
    { label: 'Pickup Address', value: shipment.pickupAddress },
    { label: 'Delivery Address', value: shipment.deliveryAddress },
    { label: 'Driver', value: shipment.driverName || '—' },
    { label: 'Driver Phone', value: shipment.driverPhone || '—' },
    { label: 'Truck Number', value: shipment.truckNumber || '—' },
    { label: 'Estimated Pickup', value: formatUsDate(shipment.estimatedPickupDate) },
    { label: 'Estimated Delivery', value: formatUsDate(shipment.estimatedDeliveryDate) },
  ];
}

interface ShipmentDetailsDialogProps {
  shipment: ClientShipment | null;
  onClose: () => void;
}

/**
 * 'View Details': the shipment's progress and route map (as on /tracking), its facts, its
 * documents (downloadable by its client) and timeline.
 */
export function ShipmentDetailsDialog({ shipment, onClose }: ShipmentDetailsDialogProps) {
  return (
    <Dialog
      open={shipment !== null}
      onClose={onClose}
      size="lg"
      title={shipment ? `Shipment ${shipment.shipmentNumber}` : ''}
    >
      {shipment ? (
        <>
          <Suspense fallback={<Skeleton $height="16rem" />}>
            <ShipmentProgress facts={shipment} />
          </Suspense>
          <Section aria-label="Shipment details">
            <DetailList items={detailItems(shipment)} />
          </Section>
          <Section aria-label="Documents">
            <h3>Documents</h3>
            {shipment.documents.length === 0 ? (
              <p>No documents on file yet</p>
            ) : (
              <ul>
                {shipment.documents.map((document) => (
                  <li key={document.id}>
                    <a href={documentUrl(shipment.id, document.id)} download>
                      {SHIPMENT_DOCUMENT_LABELS[document.kind]} ({document.filename})
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section aria-label="Tracking timeline">
            <h3>Tracking Timeline</h3>
            {shipment.updates.length === 0 ? (
              <p>{TRACKING_MESSAGES.noUpdates}</p>
            ) : (
              <Timeline label="Tracking updates" entries={timelineEntries(shipment.updates)} />
            )}
          </Section>
        </>
      ) : null}
    </Dialog>
  );
}
