import { lazyExport, preloadOnIntent } from '@freight/runtime';
import { Button, standaloneLink } from '@freight/ui';
import type { AdminQuote } from '@freight/contracts';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The form (and joi, which validates it) loads when staff point at or focus the button.
const loadCreateShipmentDialog = () => import('./CreateShipmentDialog');
const CreateShipmentDialog = lazyExport(loadCreateShipmentDialog, 'CreateShipmentDialog');

const ShipmentLink = styled(Link)`
  ${standaloneLink}
`;

/** 'Create Shipment' for one quote: a dialog prefilled from the quote; a quote makes one. */
export function CreateShipmentButton({ quote }: { quote: AdminQuote }) {
  const [open, setOpen] = useState(false);
  if (quote.shipment) {
    return (
      <ShipmentLink to={`/admin/shipments?shipment=${encodeURIComponent(quote.shipment.id)}`}>
        Shipment {quote.shipment.shipmentNumber}
      </ShipmentLink>
    );
  }
  return (
    <>
      <Button
        $variant="outline"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...preloadOnIntent(loadCreateShipmentDialog)}
      >
        Create Shipment
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CreateShipmentDialog quote={quote} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
