// The refund-requests module's public face: refunds by the published policy (quote, request, staff
// queue and decisions) and what a processed refund does (revocation, credit note).
export { refundRequests } from './refund-requests.table';
export { createRefundRequestsService, type RefundRequestsService } from './refund-requests.service';
export { refundRequestsRoutes } from './refund-requests.routes';
export { createRefundAftermath } from './refund-aftermath';
export { quoteRefund, POLICY } from './refund-policy';
