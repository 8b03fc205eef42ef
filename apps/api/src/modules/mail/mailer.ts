import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** SMTP at SMTP_URL; without it, each message is written as an .eml file to DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let outboxReady: Promise<unknown> | null = null;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await (outboxReady ??= mkdir(outbox, { recursive: true }));
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      await writeFile(path.join(outbox, `${stamp}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}
