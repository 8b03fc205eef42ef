import { formatInr, formatIst } from '../format-sales';

// Small pieces the three result tables share, so a learner or an amount reads the same in each.

/** Name over e-mail and mobile number. */
export function LearnerCell({
  name,
  email,
  mobileNumber,
}: {
  name: string;
  email: string;
  mobileNumber?: string;
}) {
  return (
    <div className="min-w-48">
      <p className="font-semibold text-ink-950">{name || '—'}</p>
      <p className="break-all text-ink-600">{email}</p>
      {mobileNumber !== undefined && <p className="text-ink-600">{mobileNumber || '—'}</p>}
    </div>
  );
}

export function MoneyCell({ rupees }: { rupees: number }) {
  return <span className="tabular-nums">{formatInr(rupees)}</span>;
}

/** An instant in IST, machine-readable too. */
export function TimeCell({ instant }: { instant: string | null }) {
  if (!instant) return <span className="text-ink-400">—</span>;
  return <time dateTime={instant}>{formatIst(instant)}</time>;
}

/** Right-aligned, unbroken: amounts and counts line up down the column. */
export const NUMERIC = 'text-right whitespace-nowrap';
export const NOWRAP = 'whitespace-nowrap';
