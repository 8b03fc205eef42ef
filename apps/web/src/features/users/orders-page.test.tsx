import { istDate } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatInr } from '../../lib/format';
import { formatIstDay } from '../../lib/ist-dates';
import { setUpApp, signInAs } from '../../test/render-app';
import {
  buyPrograms,
  createCoupon,
  createLearner,
  enrolmentsOf,
  openOrder,
  type Learner,
} from '../../test/seed';

// /orders (issue 26): every order with its state, amount, GST invoice and credit notes, the PDFs
// fetched with the learner's token and saved by the page.

const app = setUpApp();
const ENROLMENTS = '/v1.5/users/me/enrolments';

beforeAll(async () => {
  await import('./routes/orders-page');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openOrders(learner: Learner) {
  await signInAs(learner);
  const { router } = app.renderApp('/orders');
  await screen.findByRole('heading', { level: 1, name: 'Orders and invoices' });
  return router;
}

/** jsdom has no object URLs: the browser's part is stood in for, to read what would be saved. */
function catchSavedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:kaksha-test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

const orderCards = async () =>
  within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('article');

describe('/orders', () => {
  it('lists every order newest first with its state, amount and invoice', async () => {
    const learner = await createLearner();
    const coupon = await createCoupon(10);
    await buyPrograms(learner, ['webmonk', 'iot'], coupon);
    // Placed after the purchase, never paid.
    await openOrder(learner, ['machinester']);
    const { orders } = await enrolmentsOf(learner);
    const paid = orders.find((o) => o.status === 'paid')!;
    expect(paid.invoice).not.toBeNull();

    await openOrders(learner);
    const [pending, bought] = (await orderCards()).map((card) => within(card));
    expect(pending!.getByRole('heading', { name: 'Machinester' })).toBeTruthy();
    expect(pending!.getByText('Pending')).toBeTruthy();
    expect(pending!.queryByRole('button', { name: /^Invoice/ })).toBeNull();

    expect(bought!.getByRole('heading', { name: 'Webmonk, IOT' })).toBeTruthy();
    expect(bought!.getByText('Paid')).toBeTruthy();
    // Rupees with the ₹ sign and Indian grouping; the day in IST.
    expect(bought!.getByText(formatInr(paid.amount))).toBeTruthy();
    expect(formatInr(paid.amount)).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(
      bought!.getByText(new RegExp(`^${formatIstDay(istDate(paid.paidAt!))}, .* IST$`)),
    ).toBeTruthy();
    expect(bought!.getByText(coupon)).toBeTruthy();
    expect(
      bought!.getByRole('button', { name: `Invoice ${paid.invoice!.number} (PDF)` }),
    ).toBeTruthy();
    expect(app.network.find('GET', ENROLMENTS)[0]?.authorization).toMatch(/^Bearer /);
  });

  it("downloads an invoice with the learner's token and saves it under its number", async () => {
    const saved = catchSavedFiles();
    const learner = await createLearner();
    await buyPrograms(learner, ['webmonk']);
    const invoice = (await enrolmentsOf(learner)).orders[0]!.invoice!;
    // Held a moment, to see the button say it is working.
    app.network.inject(`GET ${invoice.url}` as `GET /${string}`, { delayMs: 400, times: 1 });
    await openOrders(learner);
    const card = within((await orderCards())[0]!);
    const button = card.getByRole<HTMLButtonElement>('button', { name: /^Invoice / });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(saved[0]!.name).not.toContain('/');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const [request] = app.network.find('GET', invoice.url);
    expect(request?.authorization).toBe(`Bearer ${localStorage.getItem('access-token')}`);
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('says so in a toast when an invoice cannot be downloaded', async () => {
    const saved = catchSavedFiles();
    const learner = await createLearner();
    await buyPrograms(learner, ['iot']);
    const invoice = (await enrolmentsOf(learner)).orders[0]!.invoice!;
    app.network.inject(`GET ${invoice.url}` as `GET /${string}`, {
      refuse: { status: 500 },
      times: 1,
    });
    await openOrders(learner);
    const button = within((await orderCards())[0]!).getByRole<HTMLButtonElement>('button', {
      name: /^Invoice /,
    });
    fireEvent.click(button);
    expect(
      await screen.findByText(
        `We couldn't download invoice ${invoice.number}. Something went wrong on our side. Please try again in a moment.`,
      ),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('says there are no orders yet, with the way to the programs', async () => {
    await openOrders(await createLearner());
    expect(await screen.findByText("You haven't placed an order yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore programs' }).getAttribute('href')).toBe(
      '/programs',
    );
  });

  it('shows an error with a retry that loads them', async () => {
    // The first load and the app's one automatic retry both fail.
    app.network.inject(`GET ${ENROLMENTS}`, { times: 2, refuse: { status: 500 } });
    await openOrders(await createLearner());
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain("We couldn't load your orders.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You haven't placed an order yet.")).toBeTruthy();
  });

  it('is linked from My programs', async () => {
    const learner = await createLearner();
    await signInAs(learner);
    const { router } = app.renderApp('/user-profile');
    const section = within(await screen.findByRole('region', { name: 'My programs' }));
    fireEvent.click(await section.findByRole('link', { name: 'Orders and invoices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await screen.findByRole('heading', { level: 1, name: 'Orders and invoices' });
  });

  it('is for signed-in learners only', async () => {
    const { router } = app.renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Forders');
  });
});
