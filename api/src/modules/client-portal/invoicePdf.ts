import type { ClientUser } from '@freight/contracts';
import { CompanySettingsModel, ShipmentModel } from '../../db/models';
import { renderInvoicePdf } from '../invoices';
import { clientInvoice } from './scoped';

const FALLBACK_ISSUER = 'Freight Carrier';

/** The client's own invoice as a PDF, with the carrier's details from company_settings. */
export async function clientInvoicePdf(client: ClientUser, invoiceId: string) {
  const invoice = await clientInvoice(client, invoiceId);
  const [settings, shipment] = await Promise.all([
    CompanySettingsModel.findOne().lean(),
    ShipmentModel.findById(invoice.shipmentId).lean(),
  ]);
  const bytes = await renderInvoicePdf({
    invoice,
    issuer: {
      companyName: settings?.companyName ?? FALLBACK_ISSUER,
      lines: [settings?.address ?? '', settings?.phone ?? '', settings?.email ?? ''],
    },
    billTo: {
      companyName: client.companyName,
      lines: [client.contactName, client.email, client.phone],
    },
    route: {
      pickupAddress: shipment?.pickupAddress ?? '',
      deliveryAddress: shipment?.deliveryAddress ?? '',
    },
  });
  return { filename: `${invoice.invoiceNumber}.pdf`, bytes };
}
