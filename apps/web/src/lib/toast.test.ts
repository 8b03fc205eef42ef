import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toastError, toastSuccess } from './toast';

describe('toast helpers', () => {
  it('keep success toasts for 2 s and error toasts for 4 s', async () => {
    toastSuccess('Item successfully added to cart!');
    toastError('Invalid access token!');
    // The library loads with the first toast; its store records each toast with its options.
    await vi.waitFor(() => expect(toast.getHistory()).toHaveLength(2));
    const shown = toast
      .getHistory()
      .map((item) => ('title' in item ? [item.title, item.type, item.duration] : []));
    expect(shown).toEqual([
      ['Item successfully added to cart!', 'success', 2000],
      ['Invalid access token!', 'error', 4000],
    ]);
  });
});
