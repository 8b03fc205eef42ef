import { toRupees, type CartQuote, type ServerCart } from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { forbidden, notFound } from '../../core/app-error';
import { findActiveCourse } from '../catalog';
import { findSeatBatches, previewBatch } from '../batches';
import type { Caller } from '../../core/caller';
import type { CartPricing } from './cart-pricing';
import { normaliseCourseIds } from './cart-pricing';
import { addCartItems, findCart, removeCartItem } from './cart.repository';

export function createCartService(deps: { db: Executor; pricing: CartPricing }) {
  const { db, pricing } = deps;

  /** The spec's client names the owner by e-mail; it must be the caller either way. */
  function assertOwner(caller: Caller, userId: string) {
    const key = userId.trim().toLowerCase();
    if (key !== caller.email.toLowerCase() && key !== caller.id.toLowerCase()) {
      throw forbidden('You can only change your own cart.', 'NOT_YOUR_CART');
    }
  }

  async function view(caller: Caller, clientAddress: string): Promise<ServerCart> {
    const { cart, courseIds } = await findCart(db, caller.id);
    const priced = await pricing.price(courseIds, undefined, { clientAddress });
    return {
      userId: caller.email,
      courses: priced.courses.map((row) => ({
        _id: row.id,
        name: row.name,
        price: toRupees(row.pricePaise),
      })),
      paidFor: cart?.paidFor ?? false,
      totalPrice: priced.quote.totalPrice,
      totalDiscountedPrice: priced.quote.totalDiscountedPrice,
      updatedAt: (cart?.updatedAt ?? new Date()).toISOString(),
    };
  }

  /**
   * The quote's lines with the batch a checkout would take a seat in now (the chosen one when it
   * can give a seat), and why a choice cannot be had: so the cart shows what will be bought.
   */
  async function withBatches(
    quote: CartQuote,
    chosen: Readonly<Record<string, string>> = {},
  ): Promise<CartQuote> {
    if (quote.lines.length === 0) return quote;
    const available = await findSeatBatches(
      db,
      quote.lines.map((line) => line.id),
      Object.values(chosen),
    );
    return {
      ...quote,
      lines: quote.lines.map((line) => {
        const { batch, notice } = previewBatch(
          { courseId: line.id, name: line.name, batchId: chosen[line.id] },
          available,
        );
        return {
          ...line,
          batch: batch
            ? {
                id: batch.id,
                name: batch.name,
                startDate: batch.startDate,
                seatsLeft: batch.seatsLeft,
              }
            : null,
          batchNotice: notice,
        };
      }),
    };
  }

  return {
    view,
    withBatches,
    async add(
      caller: Caller,
      userId: string,
      courseId: string,
      clientAddress: string,
    ): Promise<ServerCart> {
      assertOwner(caller, userId);
      const course = await findActiveCourse(db, courseId.toLowerCase());
      if (!course) throw notFound(`No course with id '${courseId}'`, 'COURSE_NOT_FOUND');
      await addCartItems(db, caller.id, [course.id]);
      return view(caller, clientAddress);
    },
    async remove(
      caller: Caller,
      userId: string,
      courseId: string,
      clientAddress: string,
    ): Promise<ServerCart> {
      assertOwner(caller, userId);
      await removeCartItem(db, caller.id, courseId.toLowerCase());
      return view(caller, clientAddress);
    },
    /** On log-in the browser's cart joins the server's; unknown ids are skipped. */
    async merge(
      caller: Caller,
      courseIds: readonly string[],
      clientAddress: string,
    ): Promise<ServerCart> {
      const priced = await pricing.price(normaliseCourseIds(courseIds), undefined, {
        clientAddress,
      });
      await addCartItems(
        db,
        caller.id,
        priced.courses.map((row) => row.id),
      );
      return view(caller, clientAddress);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
