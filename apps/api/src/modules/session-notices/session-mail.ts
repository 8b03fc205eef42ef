import { WEEKDAY_SHORT, istDate, istTime } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import type { SessionNoticeKind } from './session-notices.table';

/** What a session e-mail says: the session as it is now, and what the notice was about. */
export type NoticeMail = {
  kind: SessionNoticeKind;
  learner: { email: string; name: string };
  session: { title: string; startsAt: Date; durationMinutes: number; joinUrl: string | null };
  courseName: string;
  batchName: string;
  /** A move's old start. */
  previousStartsAt: Date | null;
  /** The learner's schedule page. */
  scheduleUrl: string;
};

/** A paragraph, or a labelled link (a line of its own in the text part, an anchor in HTML). */
type Block = string | { label: string; url: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat 6 Mar 2027, 10:00 IST": an instant as a learner in India reads it. */
export function istWhen(at: Date): string {
  const [y, m, d] = istDate(at).split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}, ${istTime(at)} IST`;
}

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

function compose(to: NoticeMail['learner'], subject: string, blocks: Block[]): MailMessage {
  const first = (to.name.trim().split(/\s+/)[0] ?? '').slice(0, 30);
  const all: Block[] = [first ? `Hi ${first},` : 'Hi,', ...blocks, 'Team Kaksha'];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.url}`)).join('\n\n');
  const html = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p>${escapeHtml(b.label)}:<br><a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>`,
    )
    .join('');
  return { to: to.email, subject, text, html };
}

/** The session's details, its join link (or where it will be) and the schedule page. */
function details(mail: NoticeMail): Block[] {
  const { session } = mail;
  return [
    [
      `Session: ${session.title}`,
      `Program: ${mail.courseName}`,
      `Batch: ${mail.batchName}`,
      `When: ${istWhen(session.startsAt)}`,
      `Duration: ${durationText(session.durationMinutes)}`,
    ].join('\n'),
    session.joinUrl
      ? { label: 'Join the session', url: session.joinUrl }
      : 'The join link will be on your schedule page.',
    { label: 'Your schedule', url: mail.scheduleUrl },
  ];
}

/** The e-mail of a session notice: a reminder, a move or a cancellation. */
export function buildSessionNoticeMail(mail: NoticeMail): MailMessage {
  const { session, learner } = mail;
  const when = istWhen(session.startsAt);
  const named = `${session.title} (${mail.courseName})`;
  switch (mail.kind) {
    case 'reminder_24h':
      return compose(learner, `Reminder: ${named} starts ${when}`, [
        `A reminder that your live session ${named} is coming up.`,
        ...details(mail),
        'See you there!',
      ]);
    case 'reminder_1h':
      return compose(learner, `Starting soon: ${named}, ${when}`, [
        `Your live session ${named} starts soon.`,
        ...details(mail),
        'See you there!',
      ]);
    case 'moved': {
      const was = mail.previousStartsAt ? istWhen(mail.previousStartsAt) : null;
      return compose(
        learner,
        `Session moved: ${session.title} now starts ${when}${was ? ` (was ${was})` : ''}`,
        [
          `Your live session ${named} has moved: it now starts ${when}${was ? ` (it was ${was})` : ''}.`,
          ...details(mail),
        ],
      );
    }
    case 'cancelled':
      return compose(learner, `Session cancelled: ${named}, ${when}`, [
        `Your live session ${named} of the batch ${mail.batchName}, planned for ${when}, has been cancelled.`,
        { label: 'Your schedule has the sessions ahead', url: mail.scheduleUrl },
      ]);
  }
}
