import { istInstant } from '@kaksha/shared';
import type { MailMessage } from '../../infra/mail/mailer';
import type { BatchRow } from '../batches';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Sat, 6 Mar 2027": a batch date as a learner reads it (IST). */
function longDate(date: string): string {
  return istInstant(date, '12:00').toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** Tells a learner staff moved them to another batch of their program. */
export function buildMoveMail(
  learner: { email: string; name: string },
  to: Pick<BatchRow, 'name' | 'startDate' | 'endDate'>,
): MailMessage {
  const greeting = learner.name ? `Hi ${learner.name.split(/\s+/)[0]},` : 'Hi,';
  const dates = `${longDate(to.startDate)} to ${longDate(to.endDate)}`;
  const text = [
    greeting,
    '',
    `Our team has moved you to another batch of your program: ${to.name}, ${dates}.`,
    'Your sessions, join links and calendar now follow this batch. Your payment is unchanged.',
    '',
    'If this is not what you asked for, reply to this e-mail.',
    '',
    'Team Kaksha',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>Our team has moved you to another batch of your program: <strong>${escapeHtml(to.name)}</strong>, ${escapeHtml(dates)}.</p><p>Your sessions, join links and calendar now follow this batch. Your payment is unchanged.</p><p>If this is not what you asked for, reply to this e-mail.</p><p>Team Kaksha</p>`;
  return { to: learner.email, subject: `Kaksha: your batch is now ${to.name}`, text, html };
}
