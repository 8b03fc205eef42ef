// The gst-returns module's public face: a read model over the invoices module's tables (invoices
// and credit notes): the staff Invoices list and CSV, and the monthly GSTR-1 return pack.
export { createGstReturnsService, type GstReturnsService } from './gst-returns.service';
export { gstReturnsRoutes } from './gst-returns.routes';
