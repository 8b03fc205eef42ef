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
export { createSettlement, type Settlement } from './settlement';
export { createWebhookHandler, type WebhookHandler } from './webhooks';
export { createReconciler, type Reconciler, type ReconcileOptions } from './reconciler';
export { listCouponRedemptions } from './coupon-redemptions';
