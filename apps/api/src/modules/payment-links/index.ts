// The payment-links module's public face: links sent by sales staff, paid at the provider, settled
// as orders of the payments module.
export { paymentLinks } from './payment-links.table';
export { createPaymentLinksService, type PaymentLinksService } from './payment-links.service';
export { paymentLinksRoutes } from './payment-links.routes';
