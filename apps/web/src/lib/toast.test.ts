import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError, toastSuccess } from './toast';

afterEach(() => {
  toast.dismiss();
});

/** What the library was asked to show, newest last: [message, type, duration]. */
async function shownSince(start: number, count: number) {
  // The library loads with the first toast; its store records each toast with its options.
  await vi.waitFor(() => expect(toast.getHistory().length - start).toBe(count));
  return toast
    .getHistory()
    .slice(start)
    .map((item) => ('title' in item ? [item.title, item.type, item.duration] : []));
}

describe('toast helpers (spec §9 durations)', () => {
  it('keep success toasts for 2 s and error toasts for 4 s', async () => {
    const start = toast.getHistory().length;
    toastSuccess('Item successfully added to cart!');
    toastError('Invalid access token!');
    expect(await shownSince(start, 2)).toEqual([
      ['Item successfully added to cart!', 'success', 2000],
      ['Invalid access token!', 'error', 4000],
    ]);
  });

  it('keep blank and custom toasts for 4 s and a loading one until it is replaced', async () => {
    const start = toast.getHistory().length;
    showToast('blank', 'Saved as draft');
    showToast('custom', 'A note');
    showToast('loading', 'Uploading…');
    showToast('success', 'Coupon added successfully!', { durationMs: 5000 });
    expect(await shownSince(start, 4)).toEqual([
      ['Saved as draft', undefined, 4000],
      ['A note', undefined, 4000],
      ['Uploading…', 'loading', Number.POSITIVE_INFINITY],
      ['Coupon added successfully!', 'success', 5000],
    ]);
  });
});
