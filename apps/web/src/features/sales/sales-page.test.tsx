import { EXPORT_TICKET_PATH, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { errorOf } from '../../test/form-helpers';
import { setUpApp, signInAs } from '../../test/render-app';
import { createStaff } from '../../test/seed';
import { formatInr } from './format-sales';
import {
  DECLINE_REASON,
  findResultRows,
  findToast,
  pick,
  seedLearnerWithOrders,
} from './test/sales-helpers';

const app = setUpApp();
const PAGE = '/operations/sales';
// Several real API round trips per test (sign-up, orders through the sandbox, the console's calls)
// on a machine busy with the rest of the run: more than the 5 s default.

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/sales-page');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openAsSales(path = PAGE) {
  await signInAs(await createStaff('SALES', 'Sana Sales'));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sales' });
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const display = () => fireEvent.click(screen.getByRole('button', { name: 'Display' }));

describe('/operations/sales: payments', () => {
  it('looks a learner up by e-mail and shows each order with ₹ amounts, status and reason', async () => {
    const seeded = await seedLearnerWithOrders();
    await openAsSales();
    expect(document.title).toBe('Kaksha | Sales');

    pick('Payment', 'By e-mail');
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    fireEvent.change(input('E-mail'), { target: { value: seeded.learner.email.toUpperCase() } });
    display();

    const rows = await findResultRows('Payments: By e-mail');
    expect(rows).toHaveLength(3);
    // Newest first: the open order, the declined one, the paid one.
    const [open, failed, paid] = rows.map((row) => within(row));
    expect(paid!.getByText(seeded.paid.course)).toBeTruthy();
    expect(paid!.getByText('paid')).toBeTruthy();
    expect(paid!.getAllByText(formatInr(seeded.paid.amount)).length).toBeGreaterThanOrEqual(2);
    expect(paid!.getByText(seeded.paid.orderId)).toBeTruthy();
    expect(paid!.getByText(seeded.learner.email)).toBeTruthy();
    expect(paid!.getByText(seeded.mobileNumber)).toBeTruthy();
    expect(paid!.getAllByText(/\d{4}, \d{1,2}:\d{2} [ap]m IST$/).length).toBe(2);

    expect(failed!.getByText(seeded.failed.course)).toBeTruthy();
    // Opening the next checkout cancelled this one; its decline stays visible.
    expect(failed!.getByText('cancelled')).toBeTruthy();
    expect(failed!.getByText(DECLINE_REASON)).toBeTruthy();
    // Asked for, never received.
    expect(failed!.getAllByText(formatInr(seeded.failed.amount)).length).toBeGreaterThan(0);
    expect(failed!.getByText(formatInr(0))).toBeTruthy();

    expect(open!.getByText(seeded.open.course)).toBeTruthy();
    expect(open!.getByText('created')).toBeTruthy();
    expect(screen.getByText(/Showing 3 payments/)).toBeTruthy();

    // The spec's own call, the address in the path (not the query), with the bearer token.
    const [call] = app.network.find(
      'GET',
      `/v1.5/payment/user/orders-by-id/${encodeURIComponent(seeded.learner.email.toLowerCase())}`,
    );
    expect(call?.authorization).toMatch(/^Bearer /);
    const query = new URLSearchParams(call?.search);
    expect(query.get('email')).toBeNull();
    expect(query.get('sort')).toBe('newest');
  });

  it('pages with "Load more" using the cursor the API handed out', async () => {
    const seeded = await seedLearnerWithOrders();
    await openAsSales(`${PAGE}?limit=2`);
    pick('Payment', 'By mobile number');
    fireEvent.change(input('Mobile number'), { target: { value: `+91 ${seeded.mobileNumber}` } });
    fireEvent.change(screen.getByLabelText('Sort by date'), { target: { value: 'oldest' } });
    display();

    let rows = await findResultRows('Payments: By mobile number');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(seeded.paid.course)).toBeTruthy();
    expect(screen.getByText('Showing 2 payments')).toBeTruthy();
    const path = `/v1.5/payment/user/orders-by-number/${seeded.mobileNumber}`;
    const first = new URLSearchParams(app.network.find('GET', path)[0]?.search);
    expect(first.get('limit')).toBe('2');
    expect(first.get('sort')).toBe('oldest');
    expect(first.get('cursor')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    rows = await findResultRows(/By mobile number/, 3);
    expect(within(rows[2]!).getByText(seeded.open.course)).toBeTruthy();
    expect(screen.getByText(/Showing 3 payments/).textContent).toContain('(all that match)');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const calls = app.network.find('GET', path);
    expect(calls).toHaveLength(2);
    expect(new URLSearchParams(calls[1]?.search).get('cursor')).toBeTruthy();
  });

  it('Download Now gets a ticket and lets the browser fetch the streamed CSV', async () => {
    const seeded = await seedLearnerWithOrders();
    await openAsSales();
    // The browser's own download is the boundary: catch the link it would follow.
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    pick('Payment', 'All payments');
    fireEvent.change(input('E-mail'), { target: { value: seeded.learner.email } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download Now' }));

    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    const asked = new URL(JSON.parse(ticket?.body ?? '{}').path as string, 'http://x');
    expect(asked.pathname).toBe('/v1.5/payment/export.csv');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      email: seeded.learner.email,
      status: 'paid',
      sort: 'newest',
    });
    // No list was read for it: the file is the server's, not the rows on screen.
    expect(app.network.count('GET', '/v1.5/payment/get-all-payment')).toBe(0);
    expect(followed).toHaveLength(1);
    expect(followed[0]).toMatch(/^\/api\/v1\.5\/payment\/export\.csv\?.*ticket=/);

    const file = await fetch(`${inject('webTestApi').origin}${followed[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="payments-/);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { parse } = await import('csv-parse/browser/esm/sync');
    const records = parse(new TextDecoder().decode(bytes), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      providerOrderId: seeded.paid.orderId,
      email: seeded.learner.email,
      status: 'paid',
      courses: seeded.paid.course,
    });
  });
});

describe('/operations/sales: options and states', () => {
  it('clears inputs and results on a new sub-option, and the sub-option too on a new main option', async () => {
    const seeded = await seedLearnerWithOrders();
    await openAsSales();
    expect(screen.queryByRole('radio', { name: 'By e-mail' })).toBeNull();

    pick('Payment', 'By e-mail');
    fireEvent.change(input('E-mail'), { target: { value: seeded.learner.email } });
    display();
    expect(await findResultRows(/By e-mail/)).toHaveLength(3);

    pick('By mobile number');
    expect(screen.queryByRole('table')).toBeNull();
    expect(input('Mobile number').value).toBe('');
    pick('By e-mail');
    expect(input('E-mail').value).toBe('');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.change(input('E-mail'), { target: { value: seeded.learner.email } });
    display();
    expect(await findResultRows(/By e-mail/)).toHaveLength(3);
    pick('Cart');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All carts' }).checked).toBe(false);
    pick('Payment');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'By e-mail' }).checked).toBe(false);
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('checks the filters with the shared rules before calling, and shows a server refusal by the form', async () => {
    await openAsSales();
    pick('Payment', 'By e-mail');
    display();
    await waitFor(() => expect(errorOf(input('E-mail'))).toBe(SALES_MESSAGES.badEmail));

    fireEvent.change(input('E-mail'), { target: { value: 'someone@example.com' } });
    fireEvent.change(input('From'), { target: { value: '2030-03-05' } });
    fireEvent.change(input('To'), { target: { value: '2030-03-01' } });
    display();
    await waitFor(() => expect(errorOf(input('To'))).toBe(SALES_MESSAGES.badDateRange));
    expect(
      app.network.requests.filter((r) => r.path.startsWith('/v1.5/payment')).map((r) => r.path),
    ).toEqual([]);

    pick('User', 'All users');
    app.network.inject('GET /v1.5/users/getAllUserDetails', {
      respond: {
        status: 400,
        body: {
          message: SALES_MESSAGES.badMobile,
          code: 'VALIDATION_FAILED',
          statusCode: 400,
          requestId: 'r1',
          errors: [{ field: 'mobile', message: SALES_MESSAGES.badMobile }],
        },
      },
    });
    display();
    const form = screen.getByRole('form', { name: 'All users filters' });
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(SALES_MESSAGES.badMobile),
    );
    expect(errorOf(input('Mobile number'))).toBe(SALES_MESSAGES.badMobile);
  });

  it("toasts 'Invalid access token!' when the API refuses the token even after a refresh", async () => {
    await openAsSales();
    app.network.inject('GET /v1.5/cart/get-all', { refuse: { status: 401 } });
    pick('Cart', 'Active carts');
    display();
    expect(await findToast(SALES_MESSAGES.invalidToken)).toBeTruthy();
    // One refresh, one retry, never a loop.
    expect(app.network.count('POST', '/v1.5/auth/refresh-token')).toBe(1);
    expect(app.network.count('GET', '/v1.5/cart/get-all')).toBe(2);
    const [call] = app.network.find('GET', '/v1.5/cart/get-all');
    expect(new URLSearchParams(call?.search).get('status')).toBe('active');
  });

  it('shows the empty state, and links to the active-carts page', async () => {
    await openAsSales();
    pick('User', 'All users');
    fireEvent.change(input('E-mail'), { target: { value: 'nobody.at.all@web-tests.kaksha.in' } });
    display();
    expect(await screen.findByText(SALES_MESSAGES.noResults)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Active carts page' }).getAttribute('href')).toBe(
      '/operations/active-carts',
    );
  });

  it('refuses an EVENTS account at the guard, before any sales call', async () => {
    await signInAs(await createStaff('EVENTS', 'Esha Events'));
    app.renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for Kaksha staff' }),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Payment' })).toBeNull();
    // The sales lists and exports only: a learner-side call such as the cart merge at sign-in may
    // come and go on its own schedule.
    const salesCalls = /\/payment\/(get-all|user\/)|\/cart\/get-all|getAllUserDetails|export\.csv/;
    expect(app.network.requests.filter((r) => salesCalls.test(r.path))).toEqual([]);
  });
});
