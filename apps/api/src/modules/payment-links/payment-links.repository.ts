import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentLink, PaymentLinkListQuery, PaymentLinkStatus } from '@kaksha/shared';
import { queryRows, type Executor } from '../../infra/database/database';
import { pageRows, type Keyset } from '../../infra/staff-lists/keyset';
import { users } from '../users';
import { paymentLinks, type PaymentLinkItem, type PaymentLinkRow } from './payment-links.table';

/** What a status reads as: an open link past its expiry is expired; a sent one opened is opened. */
const STATUS = sql`case
    when pl.status in ('created', 'sent') and pl.expires_at <= now() then 'expired'
    when pl.status = 'sent' and pl.opened_at is not null then 'opened'
    else pl.status end`;

const COLUMNS = sql`pl.*, ${STATUS} as shown_status,
  (select u.email from ${users} u where u.id = pl.created_by) as created_by_email`;

type ViewRow = {
  id: string;
  order_id: string;
  provider_url: string | null;
  shown_status: PaymentLinkStatus;
  recipient_name: string;
  recipient_email: string;
  recipient_mobile: string;
  items: PaymentLinkItem[];
  amount_paise: number;
  list_total_paise: number;
  coupon_code: string | null;
  expires_at: Date | string;
  created_at: Date | string;
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
  send_count: number;
  created_by_email: string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The staff view of a link; `url` is what the recipient opens (our address, see `openUrlOf`). */
export function toView(row: ViewRow, openUrlOf: (id: string) => string): PaymentLink {
  return {
    id: row.id,
    url: openUrlOf(row.id),
    status: row.shown_status,
    expiresAt: iso(row.expires_at)!,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
    openedAt: iso(row.opened_at),
    paidAt: iso(row.paid_at),
    cancelledAt: iso(row.cancelled_at),
    sendCount: Number(row.send_count),
    amountPaise: Number(row.amount_paise),
    listTotalPaise: Number(row.list_total_paise),
    couponCode: row.coupon_code,
    recipient: {
      name: row.recipient_name,
      email: row.recipient_email,
      mobile: row.recipient_mobile,
    },
    items: row.items.map((i) => ({
      courseId: i.courseId,
      name: i.name,
      batchId: i.batchId,
      batchName: i.batchName,
      finalPaise: i.finalPaise,
    })),
    orderId: row.order_id,
    createdBy: row.created_by_email,
  };
}

export async function findLinkView(db: Executor, id: string): Promise<ViewRow | undefined> {
  const [row] = await queryRows<ViewRow>(
    db,
    sql`select ${COLUMNS} from ${paymentLinks} pl where pl.id = ${id}`,
  );
  return row;
}

/** The link's row, locked until the transaction ends (resend, cancel and settlement take turns). */
export async function lockLink(
  tx: Executor,
  where: { id: string } | { providerLinkId: string },
): Promise<(PaymentLinkRow & { isExpired: boolean }) | undefined> {
  const condition =
    'id' in where ? sql`id = ${where.id}` : sql`provider_link_id = ${where.providerLinkId}`;
  const [row] = await queryRows<{ id: string; is_expired: boolean }>(
    tx,
    sql`select id, expires_at <= now() as is_expired from ${paymentLinks} where ${condition} for update`,
  );
  if (!row) return undefined;
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(sql`${paymentLinks.id} = ${row.id}`);
  return link && { ...link, isExpired: row.is_expired };
}

const KEYSET: Keyset = { time: sql`pl.created_at`, id: sql`pl.id`, idType: 'uuid' };

export async function listLinks(
  db: Executor,
  query: PaymentLinkListQuery,
): Promise<{ rows: ViewRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = query.status ? [sql`${STATUS} = ${query.status}`] : [];
  return pageRows<ViewRow>(db, {
    select: COLUMNS,
    from: sql`from ${paymentLinks} pl`,
    conditions,
    keyset: KEYSET,
    order: 'desc',
    cursor: query.cursor,
    limit: query.limit,
  });
}

/**
 * Open links the reconciler should ask the provider about: sent or created (with a provider link)
 * more than `afterSeconds` ago, not asked in the last `afterSeconds`; claimed (checked_at set) so
 * the next round moves on to others.
 */
export async function claimLinksToCheck(
  db: Executor,
  afterSeconds: number,
  limit: number,
): Promise<Array<{ id: string; provider_link_id: string }>> {
  return queryRows<{ id: string; provider_link_id: string }>(
    db,
    sql`update ${paymentLinks} set checked_at = now()
      where id in (
        select id from ${paymentLinks}
        where status in ('created', 'sent') and provider_link_id is not null
          and created_at < now() - make_interval(secs => ${afterSeconds})
          and (checked_at is null or checked_at < now() - make_interval(secs => ${afterSeconds}))
        order by checked_at nulls first, created_at
        limit ${limit}
        for update skip locked)
      returning id, provider_link_id`,
  );
}

/**
 * Closes a link still open (created or sent) as the provider reports it: expired or cancelled.
 * A link already paid, closed or cancelled stays as it is, so a late or repeated report changes
 * nothing.
 */
export async function closeOpenLink(
  db: Executor,
  match: { id: string } | { providerLinkId: string },
  status: 'expired' | 'cancelled',
): Promise<void> {
  await db
    .update(paymentLinks)
    .set({
      status,
      ...(status === 'cancelled'
        ? { cancelledAt: sql`coalesce(${paymentLinks.cancelledAt}, now())` }
        : {}),
    })
    .where(
      and(
        'id' in match
          ? eq(paymentLinks.id, match.id)
          : eq(paymentLinks.providerLinkId, match.providerLinkId),
        inArray(paymentLinks.status, ['created', 'sent']),
      ),
    );
}
