import { randomBytes } from 'node:crypto';
import type { Database } from '../../infra/database/database';
import type { ParsedMail } from '../../../test/mail-sink';
import { events, type EventRow, type NewEventRow } from '../events/events.table';

/** For the registration and reminder tests (never imported by the server). */

/** An open event (active, a week away, in India), inserted directly. */
export async function insertEvent(
  db: Database,
  values: Partial<NewEventRow> = {},
): Promise<EventRow> {
  const slug = `meetup-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(events)
    .values({
      heading: 'Kaksha meet-up: careers in ML',
      subHeading: 'An evening with Meera Iyer',
      description: 'Bring your questions.',
      startsAt: new Date(Date.now() + 7 * 24 * 3600_000),
      timeZone: 'Asia/Kolkata',
      uniqueNameForUrl: slug,
      ...values,
    })
    .returning();
  return row!;
}

/** The token of a link in an e-mail: `#confirm=` or `#cancel=` (the URL fragment). */
export function tokenIn(mail: ParsedMail, action: 'confirm' | 'cancel'): string {
  const match = new RegExp(`#${action}=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${action} link in "${mail.subject}"`);
  return match[1]!;
}
