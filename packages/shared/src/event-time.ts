/** Names Intl does not give in en-US ("GMT+5:30" for India). */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Kolkata': 'IST',
  'Asia/Calcutta': 'IST',
};

function parts(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(new Date(iso));
}

/** "IST", "PST", "GMT+4": the zone's short name at that instant. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  return parts(iso, timeZone, { timeZoneName: 'short' }).find((p) => p.type === 'timeZoneName')!
    .value;
}

/** "March 5, 2025" in the event's zone (spec: long month format). */
export function formatEventDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "7:00 PM IST" (12-hour, with the zone). */
export function formatEventTime(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
  return `${time} ${zoneAbbreviation(iso, timeZone)}`;
}

/** "March 5, 2025, 7:00 PM IST": the listing's US English date and 12-hour time. */
export function formatEventDateTime(iso: string, timeZone: string): string {
  return `${formatEventDate(iso, timeZone)}, ${formatEventTime(iso, timeZone)}`;
}

/** The zone's offset from UTC at that instant, in minutes (IST: +330). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = Object.fromEntries(
    parts(instant.toISOString(), timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * An instant from a date and time: as it is when it carries an offset or `Z`; read as wall-clock
 * time in `timeZone` when it has none (a `datetime-local` value). Null when it is not a date.
 */
export function toEventInstant(value: string, timeZone: string): Date | null {
  const local = LOCAL.exec(value);
  if (!local) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const [, y, mo, d, h, mi, s] = local;
  const guess = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  // Two passes settle the offset across a daylight-saving change.
  let instant = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The `datetime-local` value ("2025-03-05T19:00") of an instant in `timeZone`, for edit forms. */
export function toLocalInputValue(iso: string, timeZone: string): string {
  const p = Object.fromEntries(
    parts(iso, timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** True while the event has not started. */
export function isUpcoming(iso: string, now = Date.now()): boolean {
  return new Date(iso).getTime() >= now;
}
