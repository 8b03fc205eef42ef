import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';

export type MimeInput = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date?: Date;
};
export type MimeMessage = {
  raw: string;
  envelope: { from: string; to: string[] };
  messageId: string;
};

const CRLF = '\r\n';

/** `Name <address>` with the name quoted or encoded as RFC 2047 needs; a bare address as it is. */
function formatMailbox(value: string): { header: string; address: string } {
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

/**
 * An RFC 5322 message, multipart/alternative with a text and an HTML part, built with nodemailer's
 * own encoders (addresses, RFC 2047 words, header folding, quoted-printable) but without its stream
 * pipeline: that pipeline cost more CPU than the rest of a purchase (ADR 0005). The SMTP transport
 * sends it as `raw`; without SMTP it is the .eml file.
 */
export function composeMessage(input: MimeInput): MimeMessage {
  const from = formatMailbox(input.from);
  const to = formatMailbox(input.to);
  const domain = from.address.split('@')[1] ?? 'localhost';
  const messageId = `<${randomBytes(12).toString('hex')}@${domain}>`;
  const boundary = `--_kaksha_${randomBytes(8).toString('hex')}`;
  const date = (input.date ?? new Date()).toUTCString().replace(/GMT$/, '+0000');
  const headers = [
    `From: ${from.header}`,
    `To: ${to.header}`,
    foldLines(`Subject: ${encodeWords(input.subject, 'Q', 52)}`, 76),
    `Message-ID: ${messageId}`,
    `Date: ${date}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const raw = [
    ...headers,
    '',
    `--${boundary}`,
    part('text/plain', input.text),
    `--${boundary}`,
    part('text/html', input.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  return { raw, envelope: { from: from.address, to: [to.address] }, messageId };
}
