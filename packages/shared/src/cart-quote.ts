import type { CartQuote } from './cart.schema';
import { toRupees } from './money';
import type { PriceBreakdown, PricedItem } from './pricing';

export type QuotedCourse = PricedItem & { name: string; description: string; image: string };

/** The amounts of a quote, in the rupees the wire shows, from a priced cart. */
export function toQuoteAmounts(
  courses: readonly QuotedCourse[],
  breakdown: PriceBreakdown,
): Pick<CartQuote, 'lines' | 'totalPrice' | 'totalDiscountedPrice' | 'discount' | 'currency'> {
  return {
    lines: courses.map((course, i) => ({
      id: course.id,
      name: course.name,
      description: course.description,
      image: course.image,
      price: toRupees(course.listPaise),
      discountedPrice: toRupees(course.salePaise),
      finalPrice: toRupees(breakdown.lines[i]!.finalPaise),
    })),
    totalPrice: toRupees(breakdown.listTotalPaise),
    totalDiscountedPrice: toRupees(breakdown.totalPaise),
    discount: toRupees(breakdown.discountPaise),
    currency: 'INR',
  };
}
