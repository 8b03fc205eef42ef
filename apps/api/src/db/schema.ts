// The one schema both drivers use; drizzle-kit reads this file to generate migrations.
export * from '../modules/catalog/catalog.table';
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from './rate-limit.table';
export * from '../modules/coupons/coupons.table';
export * from '../modules/cart/cart.table';
export * from '../modules/payments/payments.table';
export * from '../payments/providers/sandbox/sandbox.table';
export * from '../modules/events/events.table';
export * from '../modules/audit/audit.table';
export * from '../modules/callbacks/callbacks.table';
