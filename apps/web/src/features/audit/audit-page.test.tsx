import { AUDIT_MESSAGES, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { createStaff } from '../../test/seed';
import { addCoupon, tokenOf } from './test/audit-seed';

const app = setUpApp();
const PAGE = '/operations/audit';
// Several real API round trips per test on a machine busy with the rest of the run.

beforeAll(async () => {
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/audit-page');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A new ADMIN (so its entries are its own) signed in in this browser; resolves with its token. */
async function signInAsNewAdmin() {
  const admin = await createStaff('ADMIN');
  await signInAs(admin);
  return { admin, token: await tokenOf(admin) };
}

async function openPage(path = PAGE) {
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Audit log' });
  return screen.getByRole('form', { name: 'Audit log filters' });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

async function apply(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
}

const table = () => screen.getByRole('table', { name: 'Audit log entries, newest first' });
/** Body rows of the table (the header row is the first). */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('/operations/audit', () => {
  it('shows the coupon an ADMIN added with its after record; filters narrow it', async () => {
    const { admin, token } = await signInAsNewAdmin();
    const coupon = await addCoupon(token, 15);
    const form = await openPage();
    expect(document.title).toBe('Kaksha | Audit log');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));

    fill(form, 'Actor e-mail', admin.email.toUpperCase());
    await apply(form);
    await screen.findByText('Showing 1 entry');
    const [row] = bodyRows();
    expect(within(row!).getByText(admin.email)).toBeTruthy();
    expect(within(row!).getByText('ADMIN')).toBeTruthy();
    expect(within(row!).getByText('coupon.create')).toBeTruthy();
    expect(within(row!).getByText(coupon.id)).toBeTruthy();
    expect(within(row!).getByText(/IST$/).getAttribute('dateTime')).toMatch(/Z$/);

    fireEvent.click(within(row!).getByText(/fields changed/));
    const before = within(row!).getByRole('figure', { name: 'Before' }).querySelector('pre')!;
    const after = within(row!).getByRole('figure', { name: 'After' }).querySelector('pre')!;
    expect(before.textContent).toBe('null');
    expect(after.textContent).toContain(`"couponCode": "${coupon.code}"`);
    expect(after.textContent).toContain('"percentage": 15');
    // A create changes every field: each line of the after record stands out.
    const lines = [...after.querySelectorAll('[data-changed]')].map((line) => line.textContent);
    expect(lines.find((line) => line?.includes('"couponCode"'))).toMatch(
      new RegExp(`^  "couponCode": "${coupon.code}",? \\(changed\\)$`),
    );

    // Narrower: the same actor with another action, or a day with nothing in it.
    fill(form, 'Action', 'coupon.delete');
    await apply(form);
    expect(await screen.findByText(AUDIT_MESSAGES.empty)).toBeTruthy();
    fill(form, 'Action', 'coupon.create');
    fill(form, 'Entity type', 'coupon');
    fill(form, 'Entity id', coupon.id);
    fill(form, 'From', '2020-01-01');
    fill(form, 'To', '2020-01-02');
    await apply(form);
    expect(await screen.findByText(AUDIT_MESSAGES.empty)).toBeTruthy();
    fill(form, 'To', '');
    await apply(form);
    await screen.findByText('Showing 1 entry');
    const last = app.network.find('GET', '/v1.5/audit').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.search))).toEqual({
      actor: admin.email,
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: coupon.id,
      from: '2020-01-01',
      limit: '50',
    });
  });

  it('pages with "Load more" and downloads the filtered CSV natively', async () => {
    const { admin, token } = await signInAsNewAdmin();
    const coupons = await Promise.all(Array.from({ length: 7 }, () => addCoupon(token)));
    const form = await openPage(`${PAGE}?limit=3`);
    fill(form, 'Actor e-mail', admin.email);
    await apply(form);
    await screen.findByText('Showing 3 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 6 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 7 entries');
    expect(screen.getByText('(all that match)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Each coupon once: no page repeated or skipped an entry.
    expect(bodyRows()).toHaveLength(7);
    for (const coupon of coupons) expect(within(table()).getAllByText(coupon.id)).toHaveLength(1);
    expect(app.network.find('GET', '/v1.5/audit').map((r) => r.search.includes('cursor='))).toEqual(
      [false, false, true, true],
    );

    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^\/api\/v1\.5\/audit\/export\.csv\?actor=.*&ticket=/);
    // What the browser would fetch with that link: the whole filtered log.
    const file = await fetch(`${new URL(app.network.apiBase).origin}${clicked[0]}`);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const lines = (await file.text()).trim().split('\n');
    expect(lines).toHaveLength(8);
  });

  it('keeps the rows when "Load more" fails, says why beside it, and tries again on a press', async () => {
    const { admin, token } = await signInAsNewAdmin();
    await Promise.all(Array.from({ length: 4 }, () => addCoupon(token)));
    const form = await openPage(`${PAGE}?limit=3`);
    fill(form, 'Actor e-mail', admin.email);
    await apply(form);
    await screen.findByText('Showing 3 entries');
    // The first try and its one retry both fail.
    app.network.inject('GET /v1.5/audit', { refuse: { status: 503 }, times: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const alert = await screen.findByText(AUDIT_MESSAGES.loadFailed, {}, { timeout: 15_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Showing 3 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 4 entries');
    expect(screen.queryByText(AUDIT_MESSAGES.loadFailed)).toBeNull();
    expect(bodyRows()).toHaveLength(4);
  });

  it("toasts 'Invalid access token!' when the API refuses the token even after a refresh", async () => {
    await signInAsNewAdmin();
    app.network.inject('GET /v1.5/audit', { refuse: { status: 401, message: 'Unauthorized' } });
    app.renderApp(PAGE);
    expect(
      await screen.findByText(SALES_MESSAGES.invalidToken, {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeTruthy();
  });

  it('says so when the log cannot be read, and reads it again on "Try again"', async () => {
    await signInAsNewAdmin();
    app.network.inject('GET /v1.5/audit', { refuse: { status: 503 }, times: 2 });
    app.renderApp(PAGE);
    expect(await screen.findByText(AUDIT_MESSAGES.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  });

  it('refuses a SALES account at the guard', async () => {
    await signInAs(await createStaff('SALES'));
    app.renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for Kaksha staff' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(app.network.count('GET', '/v1.5/audit')).toBe(0);
  });
});
