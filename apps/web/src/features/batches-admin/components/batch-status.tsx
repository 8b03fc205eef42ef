import type { BatchStatus } from '@kaksha/shared';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatIstDay } from '../../../lib/ist-dates';

const STATUS: Record<BatchStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Closed', tone: 'brand' },
  cancelled: { label: 'Cancelled', tone: 'error' },
};

export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** 'Sat, 6 Mar 2027 – Sun, 23 May 2027'. */
export function batchDates(batch: { startDate: string; endDate: string }): string {
  return `${formatIstDay(batch.startDate)} – ${formatIstDay(batch.endDate)}`;
}
