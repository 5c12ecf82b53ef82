import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Dialog, Timeline } from '@freight/ui';
import {
  TRACKING_MESSAGES,
  formatStatus,
  formatUsDate,
  formatUsDateTime,
  formatUsd,
  type AdminShipment,
} from '@freight/contracts';
import { DetailList } from '../../shared/DetailList';
import { QueryState } from '../../shared/QueryState';
import { useAdminShipmentQuery } from './api';
import { DocumentUploadForm } from './DocumentUploadForm';
import { InvoicesPanel } from './InvoicesPanel';
import { PostUpdateForm } from './PostUpdateForm';
import type { DirtyReport } from './useDirtyReport';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

function details(shipment: AdminShipment) {
  return [
    { label: 'Status', value: formatStatus(shipment.status) },
    { label: 'Customer email', value: shipment.customerEmail },
    { label: 'Pickup', value: shipment.pickupAddress },
    { label: 'Delivery', value: shipment.deliveryAddress },
    { label: 'Driver', value: `${shipment.driverName} (${shipment.driverPhone})` },
    { label: 'Truck', value: shipment.truckNumber },
    { label: 'Trailer', value: shipment.trailerNumber },
    { label: 'Estimated pickup', value: formatUsDate(shipment.estimatedPickupDate) },
    { label: 'Estimated delivery', value: formatUsDate(shipment.estimatedDeliveryDate) },
    {
      label: 'Picked up',
      value: shipment.actualPickupDate && formatUsDateTime(shipment.actualPickupDate),
    },
    {
      label: 'Delivered',
      value: shipment.actualDeliveryDate && formatUsDateTime(shipment.actualDeliveryDate),
    },
    { label: 'Current location', value: shipment.currentLocation },
    { label: 'Rate', value: formatUsd(shipment.totalRate) },
    { label: 'Notes for staff', value: shipment.notes },
  ];
}

function timeline(shipment: AdminShipment) {
  return shipment.updates.map((update) => ({
    id: update.id,
    title: <Badge $variant="secondary">{formatStatus(update.status)}</Badge>,
    meta: `${formatUsDateTime(update.timestamp)}${update.location ? ` · ${update.location}` : ''} · by ${update.createdBy}`,
    body: update.notes || undefined,
  }));
}

type ShipmentForm = 'update' | 'document' | 'invoice';

function ShipmentSections({
  shipment,
  reportDirty,
}: {
  shipment: AdminShipment;
  reportDirty: Record<ShipmentForm, DirtyReport>;
}) {
  return (
    <>
      <DetailList details={details(shipment)} />
      <Section aria-label="Timeline">
        <h3>Timeline</h3>
        {shipment.updates.length === 0 ? (
          <p>{TRACKING_MESSAGES.noUpdates}</p>
        ) : (
          <Timeline label="Shipment updates" entries={timeline(shipment)} />
        )}
        <PostUpdateForm shipment={shipment} onDirtyChange={reportDirty.update} />
      </Section>
      <Section aria-label="Documents">
        <h3>Documents</h3>
        <DocumentUploadForm shipment={shipment} onDirtyChange={reportDirty.document} />
      </Section>
      <Section aria-label="Invoices">
        <h3>Invoices</h3>
        <InvoicesPanel shipment={shipment} onDirtyChange={reportDirty.invoice} />
      </Section>
    </>
  );
}

/** Which of the dialog's forms hold input not yet saved, and a report for each to say so. */
function useDirtyForms() {
  const [dirty, setDirty] = useState<Record<ShipmentForm, boolean>>({
    update: false,
    document: false,
    invoice: false,
  });
  // One lasting report per form: a new function each render would run each form's effect again.
  const [reportDirty] = useState(() => {
    const reportOf =
      (form: ShipmentForm): DirtyReport =>
      (isDirty) =>
        setDirty((was) => (was[form] === isDirty ? was : { ...was, [form]: isDirty }));
    return {
      update: reportOf('update'),
      document: reportOf('document'),
      invoice: reportOf('invoice'),
    };
  });
  return { anyDirty: Object.values(dirty).some(Boolean), reportDirty };
}

/**
 * One shipment's details, timeline, documents and invoices, read fresh while open; Escape,
 * Back or Close ask before throwing away an update, document or invoice being typed.
 */
export function ShipmentManager({
  shipmentId,
  onClose,
}: {
  shipmentId: string;
  onClose: () => void;
}) {
  const { data, isLoading, error, refetch } = useAdminShipmentQuery(shipmentId);
  const { anyDirty, reportDirty } = useDirtyForms();
  return (
    <Dialog
      open
      confirmDiscard={anyDirty}
      onClose={onClose}
      size="xl"
      title={data ? `Shipment ${data.shipmentNumber}` : 'Shipment'}
    >
      <QueryState
        data={data ? [data] : undefined}
        isLoading={isLoading}
        error={error}
        refetch={refetch}
        emptyText="Shipment not found"
      >
        {([shipment]) =>
          shipment ? <ShipmentSections shipment={shipment} reportDirty={reportDirty} /> : null
        }
      </QueryState>
    </Dialog>
  );
}
