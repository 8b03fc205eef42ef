import type { Billing } from '@kaksha/shared';
import type { OrderRow } from './payments.table';

/** An orders row as raw SQL returns it (both drivers parse the same types). */
export type RawOrder = {
  id: string;
  user_id: string;
  status: string;
  amount_paise: number;
  list_total_paise: number;
  currency: string;
  coupon_id: string | null;
  coupon_code: string | null;
  course_names: string[] | null;
  mobile_number: string;
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  client_amount_paise: number | null;
  billing: Billing | null;
  source: string;
  created_at: Date | string;
  updated_at: Date | string;
  paid_at: Date | string | null;
};
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A raw row in the shape Drizzle gives. */
export function toOrderRow(raw: RawOrder): OrderRow {
  return {
    id: raw.id,
    userId: raw.user_id,
    status: raw.status,
    amountPaise: Number(raw.amount_paise),
    listTotalPaise: Number(raw.list_total_paise),
    currency: raw.currency,
    couponId: raw.coupon_id,
    couponCode: raw.coupon_code,
    courseNames: raw.course_names ?? [],
    mobileNumber: raw.mobile_number,
    provider: raw.provider,
    providerOrderId: raw.provider_order_id,
    providerPaymentId: raw.provider_payment_id,
    idempotencyKey: raw.idempotency_key,
    requestHash: raw.request_hash,
    clientAmountPaise: raw.client_amount_paise === null ? null : Number(raw.client_amount_paise),
    billing: raw.billing ?? null,
    source: raw.source,
    createdAt: toDate(raw.created_at),
    updatedAt: toDate(raw.updated_at),
    paidAt: raw.paid_at === null ? null : toDate(raw.paid_at),
  };
}
