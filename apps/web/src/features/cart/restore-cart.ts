import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { chooseBatch } from '../../lib/batch-choice';
import { addCartItem } from '../../lib/cart-store';
import { cartQuoteQuery } from './api';

/** A line a recovery e-mail brings back: a program and, when it had one, its batch. */
export type RestoredLine = { courseId: string; batchId?: string };

const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?restore=iot:<batch id>,ml` (the link of a recovery e-mail, through the API's click-through):
 * the programs and batches of the checkout the learner left. Anything malformed is skipped.
 */
export function parseRestore(value: string | null): RestoredLine[] {
  if (!value) return [];
  const lines: RestoredLine[] = [];
  for (const part of value.split(',').slice(0, 20)) {
    const [courseId = '', batchId] = part.split(':');
    if (!COURSE_ID.test(courseId) || lines.some((line) => line.courseId === courseId)) continue;
    lines.push(batchId && UUID.test(batchId) ? { courseId, batchId } : { courseId });
  }
  return lines;
}

/**
 * Puts the e-mail's programs back in the cart (priced and described by the server's quote) with
 * their batches chosen, once, then drops `restore` from the address so a reload changes nothing.
 */
export function useRestoreCart(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const restore = params.get('restore');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!restore || done.current === restore) return;
    done.current = restore;
    const lines = parseRestore(restore);
    const clearParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('restore');
          return next;
        },
        { replace: true },
      );
    if (lines.length === 0) return clearParam();
    for (const line of lines) if (line.batchId) chooseBatch(line.courseId, line.batchId);
    void queryClient
      .fetchQuery(
        cartQuoteQuery(
          lines.map((line) => line.courseId),
          undefined,
        ),
      )
      .then((quote) => {
        for (const line of quote.lines)
          addCartItem({
            id: line.id,
            name: line.name,
            description: line.description,
            price: line.price,
            discountedPrice: line.discountedPrice,
            image: line.image,
          });
      })
      .catch(() => {
        // A program no longer sold: the cart stays as it was.
      })
      .finally(clearParam);
  }, [restore, queryClient, setParams]);
}
