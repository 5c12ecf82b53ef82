import { Suspense } from 'react';
import { Badge, type DataTableColumn } from '@freight/ui';
import { PartErrorBoundary, lazyExport, preloadOnIntent, useTableQuery } from '@freight/runtime';
import {
  ADMIN_SHIPMENT_SORTS,
  SHIPMENT_STATUSES,
  formatStatus,
  formatUsDate,
  statusColour,
  type AdminShipment,
} from '@freight/contracts';
import { ListTable } from '../../shared/ListTable';
import { statusLabels } from '../../shared/listQuery';
import { useAdminShipmentsInfiniteQuery } from './api';

// The manager's forms validate with joi: its code loads apart, once staff point at or focus the
// list (or open a shipment's address), so switching to this tab never waits for joi.
const loadShipmentManager = () => import('./ShipmentManager');
const ShipmentManager = lazyExport(loadShipmentManager, 'ShipmentManager');

export const NO_SHIPMENTS = 'No shipments yet. Create one from a quote request.';
const SHIPMENT_NOUN = { one: 'shipment', other: 'shipments', none: NO_SHIPMENTS };

const SHIPMENT_STATUS_LABELS = statusLabels(SHIPMENT_STATUSES);

const SHIPMENT_COLUMNS: DataTableColumn<AdminShipment>[] = [
  {
    key: 'shipmentNumber',
    header: 'Shipment',
    render: (shipment) => shipment.shipmentNumber,
    sortable: true,
  },
  { key: 'customerEmail', header: 'Customer email', render: (shipment) => shipment.customerEmail },
  {
    key: 'route',
    header: 'Route',
    render: (shipment) => `${shipment.pickupAddress} → ${shipment.deliveryAddress}`,
  },
  { key: 'driverName', header: 'Driver', render: (shipment) => shipment.driverName },
  {
    key: 'status',
    header: 'Status',
    render: (shipment) => (
      <Badge $variant={statusColour(shipment.status)}>{formatStatus(shipment.status)}</Badge>
    ),
    csv: (shipment) => formatStatus(shipment.status),
    sortable: true,
  },
  {
    key: 'estimatedDeliveryDate',
    header: 'Estimated delivery',
    render: (shipment) => formatUsDate(shipment.estimatedDeliveryDate),
    sortable: true,
  },
  {
    key: 'createdAt',
    header: 'Created',
    render: (shipment) => formatUsDate(shipment.createdAt),
    sortable: true,
  },
];

/**
 * The Shipments tab: a table of shipments (newest first unless sorted), searchable by number,
 * customer, driver, truck or address, filtered by status and creation day, a page at a time with
 * Load more; its state and the open shipment live in the address
 * (`/admin/shipments?status=in_transit&shipment=<id>`). A row's number opens the shipment's
 * manager (timeline and updates, documents, invoices), read fresh by its id.
 */
export function ShipmentsTab() {
  const table = useTableQuery({
    statuses: SHIPMENT_STATUS_LABELS,
    sorts: ADMIN_SHIPMENT_SORTS,
    defaultSort: { sort: 'createdAt', dir: 'desc' },
    searchLabel: 'Search by number, customer, driver, truck or address',
    dateLabels: { from: 'Created from', to: 'Created to' },
    openParam: 'shipment',
  });
  const result = useAdminShipmentsInfiniteQuery(table.query);
  return (
    <div {...preloadOnIntent(loadShipmentManager)}>
      <ListTable
        title="Shipments"
        noun={SHIPMENT_NOUN}
        columns={SHIPMENT_COLUMNS}
        rowLabel={(shipment) => `shipment ${shipment.shipmentNumber}`}
        csvFileName="shipments.csv"
        table={table}
        result={result}
      />
      {table.openId && (
        <PartErrorBoundary name="Manage Shipment">
          <Suspense fallback={null}>
            <ShipmentManager shipmentId={table.openId} onClose={() => table.open(undefined)} />
          </Suspense>
        </PartErrorBoundary>
      )}
    </div>
  );
}
