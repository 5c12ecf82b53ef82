export { invoiceAdminRoutes } from './routes';
export { invoiceViews, invoicesByShipment } from './service';
export { renderInvoicePdf } from './pdf';
