import { useState } from 'react';
import { Button } from '@freight/ui';
import { SHIPMENT_STATUSES, formatUsDate, type ShipmentStatus } from '@freight/contracts';
import { DetailList } from '../../shared/DetailList';
import { ItemCard, ItemList } from '../../shared/ItemCard';
import { NO_MATCH, QueryState } from '../../shared/QueryState';
import { StatusFilter } from '../../shared/StatusFilter';
import { useAdminShipmentsQuery } from './api';
import { ShipmentManager } from './ShipmentManager';

export const NO_SHIPMENTS = 'No shipments yet. Create one from a quote request.';

/** The Shipments tab: every shipment, filterable by status, each opening its manager. */
export function ShipmentsTab() {
  const [status, setStatus] = useState<ShipmentStatus | ''>('');
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, isLoading, error } = useAdminShipmentsQuery(status);
  return (
    <section aria-label="Shipments">
      <StatusFilter
        label="Filter by status"
        statuses={SHIPMENT_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <QueryState
        data={data}
        isLoading={isLoading}
        error={error}
        emptyText={status ? NO_MATCH : NO_SHIPMENTS}
      >
        {(shipments) => (
          <ItemList>
            {shipments.map((shipment) => (
              <ItemCard
                key={shipment.id}
                title={shipment.shipmentNumber}
                subtitle={shipment.customerEmail}
                status={shipment.status}
                footer={
                  <div>
                    <Button
                      $variant="outline"
                      onClick={() => setOpenId(shipment.id)}
                      aria-haspopup="dialog"
                    >
                      Manage {shipment.shipmentNumber}
                    </Button>
                  </div>
                }
              >
                <DetailList
                  details={[
                    { label: 'Pickup', value: shipment.pickupAddress },
                    { label: 'Delivery', value: shipment.deliveryAddress },
                    { label: 'Driver', value: shipment.driverName },
                    {
                      label: 'Estimated delivery',
                      value: formatUsDate(shipment.estimatedDeliveryDate),
                    },
                    { label: 'Updates', value: String(shipment.updates.length) },
                    { label: 'Invoices', value: String(shipment.invoices.length) },
                  ]}
                />
              </ItemCard>
            ))}
          </ItemList>
        )}
      </QueryState>
      {openId ? <ShipmentManager shipmentId={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
