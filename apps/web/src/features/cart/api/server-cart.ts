import type { ServerCart } from '@kaksha/shared';
import { callAuthApi } from '../../auth/auth-api';

// The server cart of a signed-in learner (spec: userId is the learner's e-mail).

export function addToServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/add', { method: 'POST', body: { userId, courseId } });
}

export function removeFromServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/delete', {
    method: 'POST',
    body: { userId, courseId },
  });
}

/** Adds the browser's programs to the server cart and answers the union. */
export function mergeIntoServerCart(courseIds: readonly string[]): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/merge', { method: 'POST', body: { courseIds } });
}
