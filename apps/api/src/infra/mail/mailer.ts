import { randomBytes } from 'node:crypto';
import { writeFile as writeFileCallback } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../core/config';
import { composeMessage, type MailAttachment } from './mime-message';

// The callback form: fs/promises' writeFile goes through a FileHandle per file, which cost about
// twice the CPU under load (ADR 0005).
const writeFile = promisify(writeFileCallback);

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a calendar invite); the message becomes multipart/mixed. */
  attachments?: MailAttachment[];
  /** Extra header fields (`List-Unsubscribe`), each written on one line. */
  headers?: Record<string, string>;
};
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Ends pooled SMTP connections (after the last send). */
  close(): void;
};

/**
 * SMTP at SMTP_URL, over a small pool of kept-open connections (a connection and EHLO per message
 * would cost more than the message); without it, each message is written as an .eml file to
 * DATA_DIR/outbox.
 */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: 3,
      // Production mail travels over TLS: smtp:// must upgrade with STARTTLS or fail.
      ...(config.isProduction && new URL(config.SMTP_URL).protocol === 'smtp:'
        ? { requireTLS: true }
        : {}),
    });
    return {
      async send(message) {
        const { raw, envelope } = composeMessage({ from: config.MAIL_FROM, ...message });
        await transport.sendMail({ envelope, raw });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  let outboxReady: Promise<unknown> | null = null;
  return {
    async send(message) {
      const { raw } = composeMessage({ from: config.MAIL_FROM, ...message });
      await (outboxReady ??= mkdir(outbox, { recursive: true }));
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      await writeFile(path.join(outbox, `${stamp}-${safeTo}.eml`), raw);
    },
    close: () => {},
  };
}
