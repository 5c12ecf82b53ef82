import { lazyExport } from '@freight/runtime';
import { standaloneLink } from '@freight/ui';
import type { AdminQuote } from '@freight/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LazyDialogButton } from '../../shared/LazyDialogButton';

const loadCreateShipmentDialog = () => import('./CreateShipmentDialog');
const CreateShipmentDialog = lazyExport(loadCreateShipmentDialog, 'CreateShipmentDialog');

const ShipmentLink = styled(Link)`
  ${standaloneLink}
`;

/** 'Create Shipment' for one quote: a dialog prefilled from the quote; a quote makes one. */
export function CreateShipmentButton({ quote }: { quote: AdminQuote }) {
  if (quote.shipment) {
    return (
      <ShipmentLink to={`/admin/shipments?shipment=${encodeURIComponent(quote.shipment.id)}`}>
        Shipment {quote.shipment.shipmentNumber}
      </ShipmentLink>
    );
  }
  return (
    <LazyDialogButton
      label="Create Shipment"
      load={loadCreateShipmentDialog}
      renderDialog={(close) => <CreateShipmentDialog quote={quote} onClose={close} />}
    />
  );
}
