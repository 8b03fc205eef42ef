import type { ServerCart } from '@kaksha/shared';
import { callAuthApi } from '../../lib/api-client';

// Kept apart from api.ts: the header's cart link runs the sync on every page, so this module is
// in the entry chunk, and the shared schemas api.ts parses with (zod) must not come with it.

// The server cart of a signed-in learner (spec: userId is the learner's e-mail). Mirrored in the
// background, so a refused session is not toasted here: the header shows it by offering Log In.

export function addToServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/add', {
    method: 'POST',
    body: { userId, courseId },
    refusedToken: 'quiet',
  });
}

export function removeFromServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/delete', {
    method: 'POST',
    body: { userId, courseId },
    refusedToken: 'quiet',
  });
}

/** Adds the browser's programs to the server cart and answers the union. */
export function mergeIntoServerCart(courseIds: readonly string[]): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/merge', {
    method: 'POST',
    body: { courseIds },
    refusedToken: 'quiet',
  });
}
