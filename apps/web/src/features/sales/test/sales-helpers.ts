// Test-only helpers for the sales console tests: a learner with orders, made through the real API
// (never SQL, test/seed.ts), and the console's pickers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  confirmPayment,
  createLearner,
  listCourses,
  openOrder,
  payInSandbox,
  reportPaymentFailure,
  uniqueMobile,
} from '../../../test/seed';
import type { Learner } from '../../../test/seed';

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

/**
 * A learner with three orders, oldest first: one paid through the payment sandbox, one whose
 * checkout reported a decline, and one still open; every order under the learner's own number.
 */
export async function seedLearnerWithOrders(): Promise<LearnerWithOrders> {
  const mobileNumber = uniqueMobile();
  const learner = await createLearner({ name: 'Priya Nair', profile: { mobileNumber } });
  const courses = await listCourses();
  if (courses.length < 3) throw new Error('seeding: the catalogue has fewer than 3 programs');

  const open = async (index: number): Promise<SeededOrder> => {
    const course = courses[index]!;
    const order = await openOrder(learner, [course.id], undefined, mobileNumber);
    return { orderId: String(order.orderId), course: course.name, amount: order.amount / 100 };
  };

  const paid = await open(0);
  await confirmPayment(learner, await payInSandbox(learner, paid.orderId));
  const failed = await open(1);
  await reportPaymentFailure(learner, failed.orderId, DECLINE_REASON);
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
