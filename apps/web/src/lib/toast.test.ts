import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { toastError, toastSuccess } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('toast helpers', () => {
  it('keep success toasts for 2 s and error toasts for 4 s', () => {
    toastSuccess('Item successfully added to cart!');
    toastError('Invalid access token!');
    expect(toast.success).toHaveBeenCalledWith('Item successfully added to cart!', {
      duration: 2000,
    });
    expect(toast.error).toHaveBeenCalledWith('Invalid access token!', { duration: 4000 });
  });
});
