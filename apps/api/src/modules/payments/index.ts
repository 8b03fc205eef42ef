// The payments module's public face.
export {
  orders,
  orderItems,
  enrolments,
  refunds,
  paymentEvents,
  type OrderRow,
} from './payments.table';
export { createPaymentsService, type PaymentsService } from './payments.service';
export { paymentsRoutes } from './payments.routes';
export { createRefunds, type Refunds } from './refunds';
export { createSettlement, type Settlement, type InvoiceIssuer } from './settlement';
export type { PaidOrder } from './paid-transition.repository';
export {
  createWebhookHandler,
  type WebhookHandler,
  type PaymentLinkEvent,
  type WebhookResult,
} from './webhooks';
export { createReconciler, type Reconciler, type ReconcileOptions } from './reconciler';
export { listCouponRedemptions } from './coupon-redemptions';
export type { OrderExtras } from './payments.service';
export { refundKeyOf, type RefundProcessedHook } from './refunds';
export { reopenFailedRefund, type RefundToSend } from './refunds.repository';
export { revokeOrderAccess } from './seat-lines.repository';
