import type { Course } from '@kaksha/shared';
import { addCartItem, readCartItems } from '../../../lib/cart-store';
import type { CartItem } from '../../../lib/cart-store';

export const ADDED_TO_CART_MESSAGE = 'Item successfully added to cart!';

/** The spec's cart line for a program: id, name, description, price, image (+ discountedPrice). */
export function toCartItem(course: Course): CartItem {
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    price: course.price,
    ...(course.discountedPrice === null ? {} : { discountedPrice: course.discountedPrice }),
    image: course.image,
  };
}

export function isInCart(courseId: string): boolean {
  return readCartItems().some((item) => item.id === courseId);
}

/** Adds the course unless it is already there; true when it was added. */
export function addCourseToCart(course: Course): boolean {
  if (isInCart(course.id)) return false;
  addCartItem(toCartItem(course));
  return true;
}

export function formatAlreadyInCartMessage(courseName: string): string {
  return `${courseName} is already in your cart.`;
}
