import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { showToast, toastError, toastSuccess } from '../lib/toast';

afterEach(() => {
  toast.dismiss();
});

const shownToasts = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).filter(
    (item) => item.dataset.removed !== 'true',
  );

describe('the app toaster (spec 4.7, 9)', () => {
  it('keeps at most 20 toasts, the newest, top-right, each at most 350 px wide', async () => {
    render(<AppProviders>page</AppProviders>);
    await act(async () => {
      for (let index = 1; index <= 25; index += 1) {
        if (index % 2) toastSuccess(`Message ${index}`);
        else toastError(`Message ${index}`);
      }
    });
    await screen.findByText('Message 25');
    // The five oldest are pushed out; the library drops them after their exit animation.
    await waitFor(() => expect(screen.queryByText('Message 5')).toBeNull());
    const toasts = shownToasts();
    expect(toasts.map((item) => item.textContent)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Message ${25 - index}`),
    );
    for (const item of toasts) {
      expect(item.dataset.visible).toBe('true');
      expect(item.dataset.yPosition).toBe('top');
      expect(item.dataset.xPosition).toBe('right');
      expect(item.style.maxWidth).toBe('350px');
    }
  });

  it('shows a toast given an id once, however often it is asked for', async () => {
    render(<AppProviders>page</AppProviders>);
    await act(async () => {
      for (let index = 0; index < 3; index += 1) {
        showToast('error', 'Invalid access token!', { id: 'refused-token' });
      }
    });
    await screen.findByText('Invalid access token!');
    expect(screen.getAllByText('Invalid access token!')).toHaveLength(1);
  });
});
