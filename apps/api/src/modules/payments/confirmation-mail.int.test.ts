import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '../../../test/mail-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signUpAndLogIn } from '../../../test/accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../../../test/payments';

describe('the confirmation e-mail', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
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
    // Sign-up's verification link aside.
    const mine = smtp.received.filter(
      (m) => m.to === learner.email && !m.subject.startsWith('Confirm your e-mail'),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe('"Kaksha" <orders@kaksha.test>');
    expect(mine[0]!.subject).toBe('Kaksha: your enrolment is confirmed');
    expect(mine[0]!.text).toContain('Hi Meera Iyer,');
    expect(mine[0]!.text).toContain('Webmonk');
    expect(mine[0]!.text).toContain('Rs 3499.00');
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
      // Sign-up's verification link aside (sent after the answer, so awaited at close first).
      await t.app.services.accountMail.drain();
      const files = readdirSync(outbox).filter(
        (f) =>
          f.endsWith('.eml') &&
          !readFileSync(path.join(outbox, f), 'utf8').includes('Subject: Confirm your e-mail'),
      );
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${learner.email}`);
      expect(eml).toContain('Rs 4999.00');
    } finally {
      await t.close();
    }
  });
});
