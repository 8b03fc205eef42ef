import { vi } from 'vitest';
import { mailsTo, type ParsedMail } from './mail-sink';

/** Waits (generously: the machine is slow) until `count` messages to `email` are in the outbox. */
export async function waitForMails(
  dataDir: string,
  email: string,
  count = 1,
): Promise<ParsedMail[]> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(dataDir, email);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email}`);
      return mails;
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** The token of an account link in a mail (`/<page>#token=...`). */
export function linkTokenIn(mail: ParsedMail, page: string): string {
  const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in "${mail.subject}"`);
  return match[1];
}

/** Waits for the `nth` mail to `email` that links to `page`, and answers that link's token. */
export async function waitForLink(
  dataDir: string,
  email: string,
  page: string,
  nth = 1,
): Promise<string> {
  return vi.waitFor(
    () => {
      const tokens = mailsTo(dataDir, email).flatMap((mail) => {
        const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
        return match?.[1] ? [match[1]] : [];
      });
      const token = tokens[nth - 1];
      if (!token) throw new Error(`${tokens.length} of ${nth} ${page} links to ${email}`);
      return token;
    },
    { timeout: 30_000, interval: 50 },
  );
}
