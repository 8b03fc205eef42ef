import { PAYMENT_LINK_MESSAGES } from '@kaksha/shared';
import type { PaymentLink, PaymentLinkCreate } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../lib/format';
import { setUpApp, signInAs } from '../../test/render-app';
import {
  askApi,
  buyPrograms,
  createCoupon,
  createLearner,
  createStaff,
  quoteCart,
  tokenOf,
  uniqueEmail,
  uniqueMobile,
} from '../../test/seed';
import type { Learner } from '../../test/seed';
import { errorOf } from '../../test/form-helpers';

// The staff side of payment links (issue 27) against the real API: SALES sends a link from the
// dialog (the server's price shown first), finds it in /operations/payment-links, sends it again
// and cancels it; a recipient who already owns the program is refused with the server's reason.

const app = setUpApp();
const LONG = { timeout: 15_000 };
const LINKS = '/v1.5/payment-links';

beforeAll(async () => {
  await Promise.all([
    import('./routes/payment-links-page'),
    import('./components/send-payment-link-dialog'),
  ]);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

let sales: Learner | undefined;
async function salesStaff() {
  sales ??= await createStaff('SALES', 'Sana Sales');
  return sales;
}

async function openLinksPage(path = '/operations/payment-links') {
  await signInAs(await salesStaff());
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Payment links' }, LONG);
}

async function openSendDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
  return within(await screen.findByRole('dialog', { name: 'Send a payment link' }, LONG));
}

type Dialog = Awaited<ReturnType<typeof openSendDialog>>;

const field = (dialog: Dialog, label: string | RegExp) =>
  dialog.getByLabelText<HTMLInputElement>(label);

function fillRecipient(dialog: Dialog, recipient: { name: string; email: string; mobile: string }) {
  fireEvent.change(field(dialog, 'Name'), { target: { value: recipient.name } });
  fireEvent.change(field(dialog, 'E-mail'), { target: { value: recipient.email } });
  fireEvent.change(field(dialog, /^Mobile/), { target: { value: recipient.mobile } });
}

/** Chooses the program and waits for its batches (the soonest with a seat is chosen). */
async function chooseProgram(dialog: Dialog, courseId: string, label = 'Program') {
  const program = await waitFor(() => {
    const select = dialog.getByLabelText<HTMLSelectElement>(label);
    if (select.options.length < 2) throw new Error('the catalogue has not loaded');
    return select;
  }, LONG);
  fireEvent.change(program, { target: { value: courseId } });
  const batch = dialog.getByLabelText<HTMLSelectElement>(`Batch for ${label.toLowerCase()}`);
  await waitFor(() => expect(batch.value).not.toBe(''), LONG);
  return batch;
}

const findToast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' }, LONG);

const total = (dialog: Dialog) => dialog.getByTestId('link-total').textContent;

/** A link made through the API as the SALES account (the dialog's call). */
async function seedLink(body: Partial<PaymentLinkCreate> = {}): Promise<PaymentLink> {
  return askApi<PaymentLink>(LINKS, {
    token: await tokenOf(await salesStaff()),
    json: {
      items: [{ courseId: 'iot' }],
      recipient: { name: 'Kiran Link', email: uniqueEmail('link'), mobile: uniqueMobile() },
      ...body,
    },
  });
}

async function rowOf(email: string) {
  const cell = await screen.findByText(email, {}, LONG);
  return within(cell.closest('tr')!);
}

describe('the send payment link dialog', () => {
  it('says what is missing or wrong beside each field, and sends nothing', async () => {
    await openLinksPage();
    const dialog = await openSendDialog();
    expect(field(dialog, /^Valid for/).value).toBe('7');
    fireEvent.change(field(dialog, 'E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.change(field(dialog, /^Mobile/), { target: { value: '12345' } });
    fireEvent.change(field(dialog, /^Valid for/), { target: { value: '45' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send link' }));

    await waitFor(() =>
      expect(errorOf(field(dialog, 'Name'))).toBe(PAYMENT_LINK_MESSAGES.nameNeeded),
    );
    expect(errorOf(field(dialog, 'E-mail'))).toBe(PAYMENT_LINK_MESSAGES.emailInvalid);
    expect(errorOf(field(dialog, /^Mobile/))).toBe(PAYMENT_LINK_MESSAGES.mobileInvalid);
    expect(errorOf(field(dialog, /^Valid for/))).toBe(PAYMENT_LINK_MESSAGES.days);
    expect(dialog.getByText(PAYMENT_LINK_MESSAGES.programNeeded)).toBeTruthy();
    expect(dialog.getByText('Choose a program to see its price.')).toBeTruthy();
    expect(app.network.count('POST', LINKS)).toBe(0);

    // Escape closes it, nothing sent.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s price for the programs and coupon, discount included', async () => {
    const coupon = await createCoupon(20);
    await openLinksPage();
    const dialog = await openSendDialog();
    const batch = await chooseProgram(dialog, 'webmonk');
    // Open batches, soonest first, with seats left; the soonest with a seat is chosen.
    expect(batch.selectedOptions[0]?.textContent).toMatch(
      /, starts .* \((\d+ seats? left|full)\)$/,
    );
    const plain = await quoteCart(['webmonk']);
    await waitFor(() => expect(total(dialog)).toBe(formatInr(plain.totalDiscountedPrice)), LONG);

    fireEvent.click(dialog.getByRole('button', { name: 'Add another program' }));
    await chooseProgram(dialog, 'iot', 'Program 2');
    fireEvent.change(field(dialog, /^Coupon/), { target: { value: coupon } });
    const both = await quoteCart(['webmonk', 'iot'], coupon);
    expect(both.discount).toBeGreaterThan(0);
    await waitFor(() => expect(total(dialog)).toBe(formatInr(both.totalDiscountedPrice)), LONG);
    const price = within(dialog.getByRole('region', { name: 'Price' }));
    expect(price.getByText(`−${formatInr(both.discount)}`)).toBeTruthy();
    expect(price.getByText(formatInr(both.totalPrice))).toBeTruthy();
    // The quote asked for the chosen batches; no price is ever sent to the server.
    const quotes = app.network.find('POST', '/v1.5/cart/quote');
    const asked = JSON.parse(quotes.at(-1)?.body ?? '{}') as { batches?: Record<string, string> };
    expect(Object.keys(asked.batches ?? {}).sort()).toEqual(['iot', 'webmonk']);
  });

  it('sends the link: toast, the link to copy, and the list shows it', async () => {
    const recipient = { name: 'Meera Pay', email: uniqueEmail('link'), mobile: uniqueMobile() };
    await openLinksPage();
    const dialog = await openSendDialog();
    fillRecipient(dialog, recipient);
    const batch = await chooseProgram(dialog, 'machinester');
    fireEvent.change(field(dialog, /^Valid for/), { target: { value: '3' } });
    const quote = await quoteCart(['machinester']);
    await waitFor(() => expect(total(dialog)).toBe(formatInr(quote.totalDiscountedPrice)), LONG);
    fireEvent.click(dialog.getByRole('button', { name: 'Send link' }));

    expect(await findToast(PAYMENT_LINK_MESSAGES.sent)).toBeTruthy();
    const sent = within(await screen.findByRole('dialog', { name: 'Payment link sent' }, LONG));
    // The link asks what the dialog showed: the server priced both.
    expect(sent.getByText(formatInr(quote.totalDiscountedPrice))).toBeTruthy();
    expect(sent.getByText(recipient.email)).toBeTruthy();
    const [post] = app.network.find('POST', LINKS);
    const body = JSON.parse(post?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      items: [{ courseId: 'machinester', batchId: batch.value }],
      recipient,
      expiresInDays: 3,
    });
    const url = sent.getByLabelText<HTMLInputElement>('Payment link').value;
    expect(url).toMatch(/^https?:\/\//);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void (copied = text)) },
    });
    fireEvent.click(sent.getByRole('button', { name: 'Copy link' }));
    expect(await findToast('Link copied.')).toBeTruthy();
    expect(copied).toBe(url);
    fireEvent.click(sent.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = await rowOf(recipient.email);
    expect(row.getByText('Sent')).toBeTruthy();
    expect(row.getByText('Machinester')).toBeTruthy();
    expect(row.getByText(/^Created$/)).toBeTruthy();
    expect(row.getByText(/^Expires$/)).toBeTruthy();
  });

  it('shows the server’s refusal when the recipient already owns the program', async () => {
    const learner = await createLearner({ name: 'Owner Learner' });
    await buyPrograms(learner, ['code-slayer']);
    await openLinksPage();
    const dialog = await openSendDialog();
    fillRecipient(dialog, { name: learner.name, email: learner.email, mobile: uniqueMobile() });
    await chooseProgram(dialog, 'code-slayer');
    fireEvent.click(dialog.getByRole('button', { name: 'Send link' }));
    const alert = await dialog.findByText(
      (text) => text.startsWith(PAYMENT_LINK_MESSAGES.alreadyEnrolled),
      {},
      LONG,
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send a payment link' })).toBeTruthy();
  });
});

describe('/operations/payment-links', () => {
  it('sends an open link again, and cancels it after a confirmation', async () => {
    const link = await seedLink();
    await openLinksPage();
    const row = await rowOf(link.recipient.email);
    expect(row.getByText(formatInr(link.amountPaise / 100))).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: /^Resend .*’s payment link$/ }));
    expect(await findToast(PAYMENT_LINK_MESSAGES.resent)).toBeTruthy();
    expect(app.network.count('POST', `${LINKS}/${link.id}/resend`)).toBe(1);

    fireEvent.click(row.getByRole('button', { name: /^Cancel .*’s payment link$/ }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: /Cancel this payment link/ }),
    );
    // "Keep it" is the safe answer and changes nothing.
    fireEvent.click(confirm.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.network.count('POST', `${LINKS}/${link.id}/cancel`)).toBe(0);

    fireEvent.click(row.getByRole('button', { name: /^Cancel .*’s payment link$/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel link' }),
    );
    expect(await findToast(PAYMENT_LINK_MESSAGES.cancelled)).toBeTruthy();
    const cancelled = await waitFor(async () => {
      const again = await rowOf(link.recipient.email);
      // The status badge (the times say "Cancelled" too).
      expect(again.getByText('Cancelled', { selector: 'span' })).toBeTruthy();
      return again;
    }, LONG);
    expect(cancelled.queryByRole('button', { name: /^Resend/ })).toBeNull();
    expect(cancelled.getByRole('button', { name: /^Copy .*’s payment link$/ })).toBeTruthy();
  });

  it('says why when a link was cancelled elsewhere meanwhile (409), and filters by status', async () => {
    const link = await seedLink();
    await openLinksPage();
    const row = await rowOf(link.recipient.email);
    await askApi(`${LINKS}/${link.id}/cancel`, {
      method: 'POST',
      token: await tokenOf(await salesStaff()),
    });
    fireEvent.click(row.getByRole('button', { name: /^Resend .*’s payment link$/ }));
    expect(await findToast(PAYMENT_LINK_MESSAGES.notOpen)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'cancelled' } });
    await rowOf(link.recipient.email);
    const lists = app.network.find('GET', LINKS);
    expect(new URLSearchParams(lists.at(-1)?.search).get('status')).toBe('cancelled');
  });

  it('refuses a learner account (USER): the staff-only page', async () => {
    await signInAs(await createLearner());
    app.renderApp('/operations/payment-links');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for Kaksha staff' }, LONG),
    ).toBeTruthy();
    expect(app.network.count('GET', LINKS)).toBe(0);
  });
});
