import { callAuthApi } from './api-client';

/** How long the saved file's object URL is kept: long enough for any browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves a file that only the bearer token unlocks (a learner's invoice PDF): fetched through the
 * API client (refresh on 401 included), then handed to the browser as an object URL on an
 * `<a download>`. Unlike staff exports (lib/native-download.ts) these files are small, so passing
 * through the page's memory costs nothing and needs no download ticket.
 *
 * `path` is below the API base, e.g. `/v1.5/orders/<id>/invoice.pdf`. Rejects with the API's error.
 */
export async function saveApiFile(path: string, fileName: string): Promise<void> {
  const file = await callAuthApi<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
