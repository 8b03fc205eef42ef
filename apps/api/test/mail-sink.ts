import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// The API tests' one mail toolkit: a MIME reader for what the mailer writes (DATA_DIR/outbox or
// SMTP), and a real SMTP server on loopback for the tests of delivery.

export type ParsedMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ contentType: string; disposition: string; content: string }>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A MIME entity: unfolded headers by lower-case name, and its leaves decoded. */
function walk(raw: string, into: ParsedMail) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="([^"]+)"/.exec(type)?.[1];
  if (headers.has('from')) into.from = headers.get('from')!;
  if (headers.has('to')) into.to = headers.get('to')!;
  if (headers.has('subject')) into.subject = headers.get('subject')!;
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1))
      walk(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), into);
    return;
  }
  const encoding = headers.get('content-transfer-encoding');
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(body);
  const disposition = headers.get('content-disposition') ?? '';
  if (disposition.startsWith('attachment'))
    into.attachments.push({ contentType: type, disposition, content });
  else if (type.startsWith('text/html')) into.html = content;
  else into.text = content;
}

export function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = { from: '', to: '', subject: '', text: '', html: '', attachments: [] };
  walk(raw, mail);
  return mail;
}

/** Every message the mailer wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): ParsedMail[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => parseMail(readFileSync(path.join(outbox, f), 'utf8')));
}

export const mailsTo = (dataDir: string, email: string) =>
  readOutbox(dataDir).filter((m) => m.to === email);

export type SmtpSink = {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on loopback; `refuse` names recipients it answers 550 to at RCPT TO. */
export async function startSmtpSink(
  refuse: (address: string) => boolean = () => false,
  options: { delayMs?: number } = {},
) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // A slow server: the message is taken only after the delay.
        setTimeout(() => {
          received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp not listening');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies SmtpSink;
}
