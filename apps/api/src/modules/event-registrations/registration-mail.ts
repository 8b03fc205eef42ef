import { formatEventDateTime } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import { buildEventCalendar, CALENDAR_CONTENT_TYPE } from './event-calendar';
import type { EventRow } from '../events';

/** What the e-mails say about an event. */
export type MailEvent = Pick<
  EventRow,
  | 'uuid'
  | 'heading'
  | 'subHeading'
  | 'description'
  | 'startsAt'
  | 'timeZone'
  | 'mode'
  | 'uniqueNameForUrl'
>;

/** A paragraph, or a labelled link (a line of its own in the text part, an anchor in HTML). */
type Block = string | { label: string; url: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The event page (public), optionally with a query (the confirm and cancel links). */
export function eventPageUrl(publicUrl: string, slug: string, suffix = ''): string {
  return `${publicUrl}/events/${encodeURIComponent(slug)}${suffix}`;
}

/** A file name from the slug: letters, digits, dot, dash and underscore only. */
export function safeFileName(slug: string): string {
  return slug.replace(/[^\w.-]/g, '_') || 'event';
}

const when = (event: MailEvent) =>
  formatEventDateTime(event.startsAt.toISOString(), event.timeZone);

/**
 * Who the mail greets: the first word of the name, at most 30 characters. A visitor types the name
 * and anyone's address, so the rest of it ("Asha, claim your prize at ...") is never echoed to
 * the inbox it names.
 */
export function greetingName(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').slice(0, 30);
}

function compose(
  to: string,
  subject: string,
  name: string,
  blocks: Block[],
  attachments?: MailMessage['attachments'],
): MailMessage {
  const first = greetingName(name);
  const greeting = first ? `Hi ${first},` : 'Hi,';
  const all: Block[] = [greeting, ...blocks, 'Team Kaksha'];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.url}`)).join('\n\n');
  const html = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p>${escapeHtml(b.label)}:<br><a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>`,
    )
    .join('');
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}

function details(event: MailEvent): string {
  return `When: ${when(event)}\nWhere: ${event.mode}`;
}

function invite(event: MailEvent, publicUrl: string): NonNullable<MailMessage['attachments']> {
  return [
    {
      filename: `${safeFileName(event.uniqueNameForUrl)}.ics`,
      contentType: CALENDAR_CONTENT_TYPE,
      content: buildEventCalendar(event, publicUrl),
    },
  ];
}

type Recipient = { email: string; name: string };

/** To a visitor: confirm the address to hold the seat (nothing happens until they do). */
export function buildPendingMail(
  to: Recipient,
  event: MailEvent,
  links: { confirmUrl: string; cancelUrl: string },
): MailMessage {
  return compose(to.email, `Please confirm your place at ${event.heading}`, to.name, [
    `Thanks for registering for ${event.heading}.`,
    details(event),
    { label: 'Please confirm your e-mail address to hold your seat', url: links.confirmUrl },
    { label: 'Changed your mind? Cancel here', url: links.cancelUrl },
    "If you didn't register, just ignore this e-mail: nothing happens unless you confirm.",
  ]);
}

/** A seat is theirs (just now, or after waiting): the details and the calendar invite. */
export function buildConfirmedMail(
  to: Recipient,
  event: MailEvent,
  publicUrl: string,
  options: { cancelUrl?: string; promoted?: boolean } = {},
): MailMessage {
  const subject = options.promoted
    ? `A seat opened up: you're registered for ${event.heading}`
    : `You're registered: ${event.heading}`;
  const blocks: Block[] = [
    options.promoted
      ? `Good news: a seat opened up, so you're off the waiting list and registered for ${event.heading}.`
      : `You're registered for ${event.heading}. We're looking forward to seeing you.`,
    details(event),
    { label: 'Event page', url: eventPageUrl(publicUrl, event.uniqueNameForUrl) },
    "The calendar invite is attached: open it to add the event to your calendar. We'll also send you a reminder before it starts.",
  ];
  if (options.cancelUrl)
    blocks.push({
      label: "Can't make it? Please cancel, so someone on the waiting list gets your seat",
      url: options.cancelUrl,
    });
  return compose(to.email, subject, to.name, blocks, invite(event, publicUrl));
}

/** The event is full: their place in line, and what happens next. */
export function buildWaitlistedMail(
  to: Recipient,
  event: MailEvent,
  publicUrl: string,
  options: { position: number | null; cancelUrl?: string },
): MailMessage {
  const place = options.position ? ` (number ${options.position} in line)` : '';
  const blocks: Block[] = [
    `${event.heading} is full right now, so you're on the waiting list${place}. If a seat opens up, we'll register you and e-mail you straight away.`,
    details(event),
    { label: 'Event page', url: eventPageUrl(publicUrl, event.uniqueNameForUrl) },
  ];
  if (options.cancelUrl)
    blocks.push({ label: 'No longer interested? Leave the waiting list', url: options.cancelUrl });
  return compose(to.email, `You're on the waiting list: ${event.heading}`, to.name, blocks);
}

/** The day before: when it starts and where to go. */
export function buildReminderMail(to: Recipient, event: MailEvent, publicUrl: string): MailMessage {
  return compose(to.email, `Reminder: ${event.heading} starts ${when(event)}`, to.name, [
    `A quick reminder that ${event.heading} is coming up soon.`,
    details(event),
    { label: 'Event page', url: eventPageUrl(publicUrl, event.uniqueNameForUrl) },
    'See you there!',
  ]);
}
