import { describe, expect, it } from 'vitest';
import { composeMessage } from './mime-message';

/** Independent decoders, so the test does not trust the encoders it checks. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeWords = (header: string) =>
  header
    .replace(/\r\n /g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
      decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );

function parse(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1];
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const [partHead, ...partBody] = chunk
        .replace(/^\r\n/, '')
        .replace(/\r\n$/, '')
        .split('\r\n\r\n');
      return { head: partHead!, body: decodeQuotedPrintable(partBody.join('\r\n\r\n')) };
    });
  return { headers, parts, closing: body.includes(`--${boundary}--`) };
}

const message = {
  from: 'Kaksha <orders@kaksha.in>',
  to: 'meera@kaksha.test',
  subject: 'Kaksha: your enrolment is confirmed',
  text: 'Hi Meera,\n\nYou are enrolled in Webmonk. A line long enough to need a soft break somewhere along the way, surely.\nPaid: ₹3499 = Rs 3499.00',
  html: '<p>Hi Meera,</p><p>Total paid: <strong>Rs 3499.00</strong> — thank you!</p>',
};

describe('composeMessage', () => {
  it('builds a multipart/alternative message whose parts decode to the text and the HTML', () => {
    const { raw, envelope, messageId } = composeMessage({
      ...message,
      date: new Date('2026-11-21T10:00:00Z'),
    });
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);

    const { headers, parts, closing } = parse(raw);
    expect(headers.get('from')).toBe('"Kaksha" <orders@kaksha.in>');
    expect(headers.get('to')).toBe('meera@kaksha.test');
    expect(headers.get('subject')).toBe(message.subject);
    expect(headers.get('date')).toBe('Sat, 21 Nov 2026 10:00:00 +0000');
    expect(headers.get('message-id')).toBe(messageId);
    expect(messageId).toMatch(/^<[0-9a-f]{24}@kaksha\.in>$/);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(closing).toBe(true);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(parts[0]!.body).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(parts[1]!.head).toContain('Content-Type: text/html; charset=utf-8');
    expect(parts[1]!.body).toBe(message.html);
    expect(envelope).toEqual({ from: 'orders@kaksha.in', to: ['meera@kaksha.test'] });
  });

  it('encodes a non-ASCII subject and sender name, and quotes names with commas', () => {
    const subject = 'Kaksha: नामांकन पक्का हो गया है, धन्यवाद! आपका स्वागत है';
    const hindi = composeMessage({ ...message, from: 'कक्षा <orders@kaksha.in>', subject });
    const { headers } = parse(hindi.raw);
    expect([...hindi.raw].every((c) => c.charCodeAt(0) < 128)).toBe(true);
    expect(decodeWords(headers.get('subject')!)).toBe(subject);
    expect(decodeWords(headers.get('from')!)).toBe('कक्षा <orders@kaksha.in>');

    const comma = composeMessage({ ...message, from: '"Kaksha, Orders" <orders@kaksha.in>' });
    expect(parse(comma.raw).headers.get('from')).toBe('"Kaksha, Orders" <orders@kaksha.in>');
  });

  it('gives every message its own id and boundary', () => {
    const a = composeMessage(message);
    const b = composeMessage(message);
    expect(a.messageId).not.toBe(b.messageId);
    expect(parse(a.raw).headers.get('content-type')).not.toBe(
      parse(b.raw).headers.get('content-type'),
    );
  });
});

/** Headers (unfolded, by lower-case name) and raw body parts of a multipart entity. */
function entity(raw: string) {
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
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''))
    : [];
  return { headers, body, parts };
}

describe('composeMessage with an attachment', () => {
  it('wraps the text and HTML in multipart/mixed and adds the file as a base64 part', () => {
    const invite = `BEGIN:VCALENDAR\r\nSUMMARY:Kaksha meet-up — ${'x'.repeat(200)}\r\nEND:VCALENDAR\r\n`;
    const { raw } = composeMessage({
      ...message,
      attachments: [
        {
          filename: 'kaksha-meetup.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: invite,
        },
      ],
    });
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);

    const top = entity(raw);
    expect(top.headers.get('content-type')).toMatch(/^multipart\/mixed; boundary="/);
    expect(top.parts).toHaveLength(2);

    const alternative = entity(top.parts[0]!);
    expect(alternative.headers.get('content-type')).toMatch(/^multipart\/alternative; boundary="/);
    expect(alternative.parts).toHaveLength(2);
    expect(alternative.parts[0]).toContain('Content-Type: text/plain; charset=utf-8');
    expect(alternative.parts[1]).toContain('Content-Type: text/html; charset=utf-8');

    const file = entity(top.parts[1]!);
    expect(file.headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8; method=PUBLISH; name=kaksha-meetup.ics',
    );
    expect(file.headers.get('content-transfer-encoding')).toBe('base64');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename=kaksha-meetup.ics');
    expect(Buffer.from(file.body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(invite);
  });

  it('keeps a single multipart/alternative without attachments', () => {
    const { raw } = composeMessage({ ...message, attachments: [] });
    expect(entity(raw).headers.get('content-type')).toMatch(/^multipart\/alternative;/);
  });
});

describe('extra header fields', () => {
  it('are written on one line each, and a name that is not a plain token is dropped', () => {
    const { raw } = composeMessage({
      from: 'Kaksha <no-reply@kaksha.in>',
      to: 'asha@example.in',
      subject: 'Your cart',
      text: 'Hi',
      html: '<p>Hi</p>',
      headers: {
        'List-Unsubscribe':
          '<https://kaksha.in/api/v1.5/unsubscribe?token=a.b>\r\nBcc: x@evil.example',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Bad Name': 'dropped',
      },
    });
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).toContain(
      'List-Unsubscribe: <https://kaksha.in/api/v1.5/unsubscribe?token=a.b> Bcc: x@evil.example',
    );
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).not.toMatch(/^Bcc:/m);
    expect(head).not.toContain('dropped');
  });
});
