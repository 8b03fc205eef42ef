import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signUpAndLogIn } from '../../../test/accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../../../test/payments';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server in this process: the mailer talks SMTP to it over loopback. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('smtp not listening');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the confirmation e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kaksha <orders@kaksha.test>' });
    await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is sent over SMTP once when an order is paid', async () => {
    const learner = await signUpAndLogIn(t.app, 'Meera Iyer');
    const orderId = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'webmonk' }] })
    ).json().orderId;
    const paid = await payInSandbox(t.app, learner, orderId);
    const body = {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect((await confirm(t.app, learner, body)).statusCode).toBe(200);
    expect((await confirm(t.app, learner, body)).statusCode).toBe(200);

    await t.app.services.settlement.drain();
    const mine = smtp.received.filter((m) => m.to.includes(learner.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe('orders@kaksha.test');
    expect(mine[0]!.data).toContain('Subject: Kaksha: your enrolment is confirmed');
    expect(mine[0]!.data).toContain('Hi Meera Iyer,');
    expect(mine[0]!.data).toContain('Webmonk');
    expect(mine[0]!.data).toContain('Rs 3499.00');
  });
});

describe('without SMTP', () => {
  it('writes the message to DATA_DIR/outbox as an .eml file', async () => {
    const t = await createTestApp();
    try {
      await listenOnLoopback(t.app);
      const learner = await signUpAndLogIn(t.app);
      const orderId = (
        await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })
      ).json().orderId;
      const paid = await payInSandbox(t.app, learner, orderId);
      await confirm(t.app, learner, {
        orderId,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      });
      await t.app.services.settlement.drain();
      const outbox = path.join(t.config.dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${learner.email}`);
      expect(eml).toContain('Rs 4999.00');
    } finally {
      await t.close();
    }
  });
});
