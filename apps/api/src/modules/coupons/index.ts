// The coupons module's public face.
export { coupons, couponRedemptions, type CouponRow } from './coupons.table';
export { createCouponsService, type CouponsService } from './coupons.service';
export { couponsRoutes } from './coupons.routes';
export { displayValue, termsOf } from './coupon-rules';
export type { RedemptionRow } from './coupons.repository';
export {
  releaseCoupon,
  releaseReservations,
  reserveCoupon,
  settleRedemptions,
} from './coupon-bookkeeping';
