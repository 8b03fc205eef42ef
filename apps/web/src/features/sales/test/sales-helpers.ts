// Test-only helpers for the sales console tests: a SALES account and a learner with orders, made
// through the real API (never SQL), and the console's pickers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inject } from 'vitest';
import { createLearner, listCourses } from '../../../test/seed';
import type { Learner } from '../../../test/seed';

// Seeding comes from an address of its own, so the API's per-address limits never count it
// against the browser under test.
const SEED_ADDRESS = `10.254.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`;

async function askApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', SEED_ADDRESS);
  const answer = await fetch(`${inject('webTestApi').origin}/api${path}`, { ...init, headers });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`seeding: ${path} answered ${answer.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let adminToken: Promise<string> | undefined;
function admin(): Promise<string> {
  const { adminEmail, adminPassword } = inject('webTestApi');
  adminToken ??= askApi<{ access_token: string }>('/login', {
    method: 'POST',
    body: new URLSearchParams({ username: adminEmail, password: adminPassword }),
  }).then((answer) => answer.access_token);
  return adminToken;
}

/** A new learner granted a staff role by the ADMIN. */
export async function createStaff(role: 'SALES' | 'EVENTS', name: string): Promise<Learner> {
  const learner = await createLearner({ name });
  await askApi(`/v1.5/users/${learner.id}/role`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await admin()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  return learner;
}

export interface SeededOrder {
  /** The provider's order id (the one the checkout and the console show). */
  orderId: string;
  course: string;
  /** Rupees, as the server priced it. */
  amount: number;
}

export interface LearnerWithOrders {
  learner: Learner;
  mobileNumber: string;
  /** Oldest first: bought; declined with a reason (then cancelled by the next checkout); open. */
  paid: SeededOrder;
  failed: SeededOrder;
  open: SeededOrder;
}

export const DECLINE_REASON = 'Card declined by the issuing bank';

/** A unique 10-digit Indian mobile number. */
function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A learner with three orders, oldest first: one paid through the payment sandbox, one whose
 * checkout reported a decline, and one still open; every order under the learner's own number.
 */
export async function seedLearnerWithOrders(): Promise<LearnerWithOrders> {
  const mobileNumber = uniqueMobile();
  const learner = await createLearner({ name: 'Priya Nair', profile: { mobileNumber } });
  const { access_token: token } = await askApi<{ access_token: string }>('/login', {
    method: 'POST',
    body: new URLSearchParams({ username: learner.email, password: learner.password }),
  });
  const asLearner = (path: string, body: unknown) =>
    askApi<Record<string, unknown>>(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const courses = await listCourses();
  if (courses.length < 3) throw new Error('seeding: the catalogue has fewer than 3 programs');

  const open = async (index: number): Promise<SeededOrder> => {
    const course = courses[index]!;
    const order = await asLearner('/v1.5/payment/0', {
      mobileNumber,
      selectedCourses: [{ id: course.id }],
    });
    return {
      orderId: String(order.orderId),
      course: course.name,
      amount: Number(order.amount) / 100,
    };
  };

  const paid = await open(0);
  const payment = await asLearner('/sandbox/razorpay/pay', {
    order_id: paid.orderId,
    outcome: 'success',
    deliver_webhooks: false,
  });
  await asLearner('/v1.5/payment/success', {
    orderId: payment.razorpay_order_id,
    paymentId: payment.razorpay_payment_id,
    signature: payment.razorpay_signature,
  });
  const failed = await open(1);
  await asLearner('/v1.5/payment/fail', { orderId: failed.orderId, description: DECLINE_REASON });
  return { learner, mobileNumber, paid, failed, open: await open(2) };
}

/** Picks the main option, then the sub-option, as a staff member would. */
export function pick(main: string, sub?: string) {
  fireEvent.click(screen.getByRole('radio', { name: main }));
  if (sub) fireEvent.click(screen.getByRole('radio', { name: sub }));
}

/** The data rows of the results table once it has some (header and message rows left out). */
export async function findResultRows(caption: string | RegExp, count?: number) {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: caption });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.closest('tbody') && row.querySelectorAll('td').length > 1);
    if (rows.length === 0 || (count !== undefined && rows.length !== count))
      throw new Error(`${rows.length} rows so far`);
    return rows;
  });
}

/** A toast with exactly this text (the toast area, not the same words elsewhere on the page). */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '[data-sonner-toast] *' });
}
