import { EXPORT_TICKET_PATH, SALES_MESSAGES, exportTicketSchema } from '@kaksha/shared';
import { useMutation } from '@tanstack/react-query';
import { callAuthApi, isRefusedToken } from './api-client';
import { toastError, toastSuccess } from './toast';

/**
 * Starts a staff download the browser performs itself: the server streams the file to disk
 * (Content-Disposition: attachment), so a million-row CSV never sits in this page's memory. The
 * bearer token stays out of the URL: a one-minute ticket for exactly this path is asked for first.
 *
 * `path` is below the API base, filters included, e.g. `/v1.5/payment/export.csv?status=paid`.
 * Rejects with the API's error when the ticket is refused (401, 403, 400).
 */
export async function startNativeDownload(path: string): Promise<void> {
  const ticket = exportTicketSchema.parse(
    await callAuthApi<unknown>(EXPORT_TICKET_PATH, { method: 'POST', body: { path } }),
  );
  const link = document.createElement('a');
  link.href = ticket.url;
  // Same origin: `download` keeps the page where it is, and the server's file name wins.
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** `/v1.5/x/export.csv` plus the non-empty filters as a query string. */
export function exportPath(base: string, filters: Record<string, string | number | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * A staff page's download button: `start` asks for the ticket and hands the file to the browser;
 * then 'Your download has started.' A failure is toasted in `describeError`'s words, except a
 * refused session (the call toasted it) and what `isShownByPage` says the page shows itself (a
 * bad filter beside its form, say).
 */
export function useNativeDownload<TInput = void>(
  start: (input: TInput) => Promise<void>,
  describeError: (error: unknown) => string,
  isShownByPage: (error: unknown) => boolean = () => false,
) {
  return useMutation({
    mutationFn: start,
    onSuccess: () => toastSuccess(SALES_MESSAGES.downloadStarted),
    onError: (error) => {
      if (!isRefusedToken(error) && !isShownByPage(error)) toastError(describeError(error));
    },
  });
}
