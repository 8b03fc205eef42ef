import { toastError, toastSuccess } from '../../lib/toast';

export const LINK_COPIED = 'Link copied.';
export const COPY_BY_HAND = 'Could not copy: select the link and press Ctrl+C (or ⌘C).';

/**
 * Puts a payment link on the clipboard and says so; without clipboard access (permission, an
 * older browser) says how to copy it by hand. Answers whether it was copied.
 */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toastSuccess(LINK_COPIED);
    return true;
  } catch {
    toastError(COPY_BY_HAND);
    return false;
  }
}
