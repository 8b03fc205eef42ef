// The one schema drizzle-kit reads to generate migrations: every table of every module and of infra.
// (The only composition file allowed to import modules' table files directly: eslint.config.js.)
export * from './modules/catalog/catalog.table';
export * from './modules/users/users.table';
export * from './modules/auth/auth.table';
export * from './infra/rate-limit/rate-limit.table';
export * from './modules/coupons/coupons.table';
export * from './modules/cart/cart.table';
export * from './modules/payments/payments.table';
export * from './infra/payments/sandbox/sandbox.table';
export * from './modules/events/events.table';
export * from './modules/event-registrations/event-registrations.table';
export * from './modules/audit/audit.table';
export * from './modules/callbacks/callbacks.table';
export * from './modules/batches/batches.table';
export * from './modules/batch-rosters/batch-rosters.table';
export * from './modules/schedules/schedules.table';
export * from './modules/session-notices/session-notices.table';
export * from './modules/invoices/invoices.table';
export * from './modules/refund-requests/refund-requests.table';
export * from './modules/payment-links/payment-links.table';
