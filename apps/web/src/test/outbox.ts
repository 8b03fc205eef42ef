// The e-mails the test API wrote to its outbox (it has no SMTP server), for the account pages'
// links. Test-only.
// eslint-disable-next-line no-restricted-imports -- test helper: reads the real API's outbox
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- test helper: reads the real API's outbox
import path from 'node:path';
import { inject, vi } from 'vitest';

const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every message to `email` in the outbox, raw and decoded, oldest first. */
function mailsTo(email: string): string[] {
  const dir = inject('webTestApi').outboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(email));
  } catch {
    return [];
  }
  return files.sort().map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8')));
}

/** Waits (generously) for the `nth` e-mail to `email` that links to `page`, and answers its token. */
export async function linkTokenSentTo(email: string, page: string, nth = 1): Promise<string> {
  return vi.waitFor(
    () => {
      const tokens = mailsTo(email).flatMap((mail) => {
        const match = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(mail);
        return match?.[1] ? [match[1]] : [];
      });
      const token = tokens[nth - 1];
      if (!token) throw new Error(`no ${page} link sent to ${email} yet`);
      return token;
    },
    { timeout: 30_000, interval: 100 },
  );
}
