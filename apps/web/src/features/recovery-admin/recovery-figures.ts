import type { RecoveryKind, RecoverySummary } from '@kaksha/shared';

export const KIND_LABELS: Record<RecoveryKind, string> = {
  abandoned_1: 'First reminder (1 hour)',
  abandoned_2: 'Second reminder (24 hours)',
  failed_payment: 'Failed payment',
};
const KINDS = Object.keys(KIND_LABELS) as RecoveryKind[];

/** "12.5%" of clicks per e-mail sent, or "–" when none went. */
export function clickRate(clicks: number, sent: number): string {
  if (sent === 0) return '–';
  return `${Math.round((clicks / sent) * 1000) / 10}%`;
}

/** One table row per kind, and the totals. */
export function figureRows(summary: RecoverySummary) {
  const rows = KINDS.map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    sent: summary.sent[kind],
    clicks: summary.clicks[kind],
    rate: clickRate(summary.clicks[kind], summary.sent[kind]),
  }));
  const sent = rows.reduce((sum, row) => sum + row.sent, 0);
  const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
  return { rows, total: { sent, clicks, rate: clickRate(clicks, sent) } };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** `?from=`/`?to=` as the page reads them: a calendar day, else none (the API's last 30 days). */
export const dayFrom = (value: string | null): string => (value && DAY.test(value) ? value : '');
