import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { toastError, toastSuccess } from '../lib/toast';

afterEach(() => {
  toast.dismiss();
});

describe('the app toaster (spec 4.7, 9)', () => {
  it('shows at most 20 toasts, top-right, each at most 350 px wide', async () => {
    render(<AppProviders>page</AppProviders>);
    await act(async () => {
      for (let index = 1; index <= 25; index += 1) {
        if (index % 2) toastSuccess(`Message ${index}`);
        else toastError(`Message ${index}`);
      }
    });
    await screen.findByText('Message 25');
    const toasts = Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
    expect(toasts.length).toBe(25);
    expect(toasts.filter((item) => item.dataset.visible === 'true').length).toBe(20);
    for (const item of toasts) {
      expect(item.dataset.yPosition).toBe('top');
      expect(item.dataset.xPosition).toBe('right');
      expect(item.style.maxWidth).toBe('350px');
    }
  });
});
