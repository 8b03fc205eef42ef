import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import {
  buildHeaderValue,
  encodeWords,
  foldLines,
  parseHeaderValue,
} from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';

/** A file sent with the message (a calendar invite): base64 in a part of its own. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string | Buffer;
};
export type MimeInput = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  date?: Date;
  /** Extra header fields (`List-Unsubscribe`); names must be plain tokens, values become one line. */
  headers?: Record<string, string>;
};
export type MimeMessage = {
  raw: string;
  envelope: { from: string; to: string[] };
  messageId: string;
};

const CRLF = '\r\n';

/**
 * Header text on one line: nodemailer's word encoder leaves ASCII control characters as they are,
 * so a CR LF in a subject or a name would end the header and start another (`Bcc:`). Each run of
 * them becomes one space; the schemas already refuse them in single-line fields.
 */
const HEADER_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
export const oneHeaderLine = (value: string) => value.replace(HEADER_BREAKS, ' ');

/** `Name <address>` with the name quoted or encoded as RFC 2047 needs; a bare address as it is. */
function formatMailbox(raw: string): { header: string; address: string } {
  const value = oneHeaderLine(raw);
  const [first] = addressparser(value, { flatten: true });
  const address = first?.address || value.trim();
  const name = first?.name;
  if (!name) return { header: address, address };
  const shown = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeWords(name, 'Q', 52);
  return { header: `${shown} <${address}>`, address };
}

/** A body part: UTF-8, CRLF line ends, quoted-printable (ASCII text stays readable in the raw message). */
function part(contentType: string, body: string): string {
  const encoded = qpWrap(qpEncode(body.replace(/\r?\n/g, CRLF)), 76);
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encoded,
  ].join(CRLF);
}

/** An attachment part: its type and file name as parameters (RFC 2231 when not ASCII), base64 body. */
function attachmentPart(attachment: MailAttachment): string {
  const type = parseHeaderValue(attachment.contentType);
  const filename = attachment.filename.replace(/[\r\n"\\/]/g, '_');
  const content =
    typeof attachment.content === 'string'
      ? Buffer.from(attachment.content, 'utf8')
      : attachment.content;
  const base64 = content.toString('base64').replace(/.{76}(?=.)/g, `$&${CRLF}`);
  return [
    foldLines(
      `Content-Type: ${buildHeaderValue({ value: type.value, params: { ...type.params, name: filename } })}`,
      76,
    ),
    'Content-Transfer-Encoding: base64',
    foldLines(
      `Content-Disposition: ${buildHeaderValue({ value: 'attachment', params: { filename } })}`,
      76,
    ),
    '',
    base64,
  ].join(CRLF);
}

/**
 * An RFC 5322 message, multipart/alternative with a text and an HTML part (with attachments, that
 * inside a multipart/mixed followed by a base64 part per file), built with nodemailer's own
 * encoders (addresses, RFC 2047 words, header folding, quoted-printable, parameters) but without
 * its stream pipeline: that pipeline cost more CPU than the rest of a purchase (ADR 0005). The SMTP
 * transport sends it as `raw`; without SMTP it is the .eml file.
 */
export function composeMessage(input: MimeInput): MimeMessage {
  const from = formatMailbox(input.from);
  const to = formatMailbox(input.to);
  const domain = from.address.split('@')[1] ?? 'localhost';
  const messageId = `<${randomBytes(12).toString('hex')}@${domain}>`;
  const boundary = `--_kaksha_${randomBytes(8).toString('hex')}`;
  const attachments = input.attachments ?? [];
  const date = (input.date ?? new Date()).toUTCString().replace(/GMT$/, '+0000');
  const headers = [
    `From: ${from.header}`,
    `To: ${to.header}`,
    foldLines(`Subject: ${encodeWords(oneHeaderLine(input.subject), 'Q', 52)}`, 76),
    `Message-ID: ${messageId}`,
    `Date: ${date}`,
    'MIME-Version: 1.0',
    ...Object.entries(input.headers ?? {})
      .filter(([name]) => /^[A-Za-z][A-Za-z0-9-]*$/.test(name))
      .map(([name, value]) => `${name}: ${oneHeaderLine(value)}`),
  ];
  const alternative = [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', input.text),
    `--${boundary}`,
    part('text/html', input.html),
    `--${boundary}--`,
  ];
  let body = alternative;
  if (attachments.length) {
    const mixed = `--_kaksha_mixed_${randomBytes(8).toString('hex')}`;
    body = [
      `Content-Type: multipart/mixed; boundary="${mixed}"`,
      '',
      `--${mixed}`,
      ...alternative,
      ...attachments.flatMap((attachment) => [`--${mixed}`, attachmentPart(attachment)]),
      `--${mixed}--`,
    ];
  }
  const raw = [...headers, ...body, ''].join(CRLF);
  return { raw, envelope: { from: from.address, to: [to.address] }, messageId };
}
