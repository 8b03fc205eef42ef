// How the sales console shows money and time: rupees with the ₹ sign and Indian digit grouping,
// instants in India Standard Time whatever the staff member's own time zone.

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 4999 -> '₹4,999.00' (the learner's orders page shows money the same way). */
export { formatInr } from '../../lib/format';

/** '2030-03-05T13:30:00.000Z' -> '5 Mar 2030, 7:00 pm IST'; '—' when there is none. */
export function formatIst(instant: string | null): string {
  if (!instant) return '—';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${IST.format(date)} IST`;
}
