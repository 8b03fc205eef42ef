import type { Mailer, MailMessage } from '../../infra/mail/mailer';

/** The account e-mails: plain words, one link each, the same text and HTML. */
type Block = string | { label: string; url: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(to: string, subject: string, name: string, blocks: Block[]): MailMessage {
  // Only the first word of the name: the greeting is not a place for free text.
  const first = name.trim().split(/\s+/)[0] ?? '';
  const all: Block[] = [first ? `Hi ${first},` : 'Hi,', ...blocks, 'Team Kaksha'];
  const text = all.map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.url}`)).join('\n\n');
  const html = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p>${escapeHtml(b.label)}:<br><a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>`,
    )
    .join('');
  return { to, subject, text, html };
}

type Recipient = { email: string; name: string };

/** The token rides in the fragment: it never reaches a server log or a Referer header. */
export const accountLink = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}/${page}#token=${encodeURIComponent(token)}`;

export function verifyEmailMail(to: Recipient, url: string): MailMessage {
  return compose(to.email, 'Confirm your e-mail address for Kaksha', to.name, [
    'Please confirm that this is your e-mail address. The link works for 24 hours, once.',
    { label: 'Confirm my e-mail address', url },
    'If you did not create a Kaksha account, ignore this e-mail.',
  ]);
}

export function resetPasswordMail(to: Recipient, url: string): MailMessage {
  return compose(to.email, 'Reset your Kaksha password', to.name, [
    'Someone (we hope you) asked to reset the password of your Kaksha account. The link works for 30 minutes, once.',
    { label: 'Choose a new password', url },
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ]);
}

export function setPasswordAfterPurchaseMail(to: Recipient, url: string): MailMessage {
  return compose(to.email, 'Your Kaksha account is ready: set a password', to.name, [
    'Thank you for your payment. We made a Kaksha account for this address, where your programs, live sessions and invoices are.',
    'Choose a password to sign in. The link works for 30 minutes, once; after that, use "Forgot password?" on the log-in page.',
    { label: 'Set my password', url },
  ]);
}

export function googleTakeoverMail(to: Recipient): MailMessage {
  return compose(to.email, 'Your Kaksha account is now linked to Google', to.name, [
    'You signed in to Kaksha with Google. This address had an account that was never confirmed, so we have made you its owner: its password no longer works, and every device signed in to it has been signed out.',
    'From now on, sign in with Google. If you want a password too, use "Forgot password?" on the log-in page.',
  ]);
}

export function passwordChangedMail(to: Recipient): MailMessage {
  return compose(to.email, 'Your Kaksha password was changed', to.name, [
    'The password of your Kaksha account was just changed, and other devices were signed out.',
    'If this was not you, use "Forgot password?" on the log-in page at once.',
  ]);
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Account e-mails sent after the answer has gone: a slow mail server neither delays the answer nor
 * tells a caller whether an address has an account. Work still under way is awaited at close.
 */
export function createBackgroundMail(deps: { mailer: Mailer; log: Log }) {
  const pending = new Set<Promise<void>>();
  return {
    /** Runs `work` (which may look things up and send) after the current request has answered. */
    later(work: () => Promise<MailMessage | undefined>): void {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then((message) => (message ? deps.mailer.send(message) : undefined))
        .catch((error: unknown) => deps.log.warn({ err: error }, 'account e-mail not sent'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
