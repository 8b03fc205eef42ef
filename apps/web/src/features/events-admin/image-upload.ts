import {
  EVENT_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_TYPES,
  extensionForMediaType,
  formatFileNamePart,
} from '@kaksha/shared';
import { API_BASE } from '../../lib/api-client';
import { getSiteOrigin } from '../../lib/site-url';
import type { PresignBody } from './api';
import type { UploadSlot } from './event-form';

// The second step of an upload (spec §4): the file goes straight to the pre-signed URL, with the
// headers the server signed, never through our JSON client.

/** Why the file cannot be sent, checked before anything is (the server checks again). */
export function checkImageFile(file: File): string | null {
  if (!(UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return EVENT_MESSAGES.imageTypes;
  }
  if (file.size > UPLOAD_MAX_BYTES) return EVENT_MESSAGES.imageTooLarge;
  return null;
}

/** The upload URL request (spec §5): heading and the event's date as YYYY-MM-DD name the file. */
export function presignBodyFor(
  file: File,
  slot: UploadSlot,
  heading: string,
  dateInput: string,
): PresignBody {
  return {
    formattedHeading: formatFileNamePart(heading),
    formattedDate: /^\d{4}-\d{2}-\d{2}/.exec(dateInput)?.[0] ?? '',
    formattedType: slot,
    formattedExtension: extensionForMediaType(file.type) ?? '',
    contentLength: file.size,
    contentType: file.type,
  };
}

/**
 * An address the API gave (an upload URL, an image link) as the browser must use it. A path
 * (the local storage's '/api/uploads/...'), or a URL under '/api' of the page's own origin or of
 * the site's declared address (the server writes them absolute from PUBLIC_URL, which may name
 * another host than the address bar, e.g. localhost for a page on 127.0.0.1), is on the API this
 * page uses, which may have an origin of its own (VITE_API_BASE). Other URLs (S3, a CDN) stay
 * as they are.
 */
export function resolveApiAssetUrl(url: string): string {
  const page = window.location.href;
  const apiBase = new URL(API_BASE, page);
  const target = new URL(url, apiBase);
  const ownOrigins = new Set([new URL(page).origin, new URL(getSiteOrigin()).origin]);
  const isOnOwnApi =
    ownOrigins.has(target.origin) &&
    (target.pathname === '/api' || target.pathname.startsWith('/api/'));
  if (!isOnOwnApi) return target.href;
  const base = apiBase.href.replace(/\/+$/, '');
  return `${base}${target.pathname.slice('/api'.length)}${target.search}`;
}

export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
}

export interface PutFileOptions {
  headers: Record<string, string>;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * PUTs the file to the pre-signed URL. Uses XMLHttpRequest where there is one, for upload
 * progress; fetch otherwise (no progress, one jump to 100 at the end).
 */
export function putFile(url: string, file: File, options: PutFileOptions): Promise<void> {
  const target = resolveApiAssetUrl(url);
  if (typeof XMLHttpRequest === 'undefined') return putWithFetch(target, file, options);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target);
    for (const [name, value] of Object.entries(options.headers)) {
      // The browser sets these itself and refuses to be told.
      if (/^(content-length|host)$/i.test(name)) continue;
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.((event.loaded / event.total) * 100);
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(100);
        resolve();
      } else {
        reject(new UploadFailedError(`The upload answered ${request.status}`));
      }
    };
    request.onerror = () => reject(new UploadFailedError('The upload did not get an answer'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

async function putWithFetch(url: string, file: File, options: PutFileOptions): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(options.headers).filter(([name]) => !/^(content-length|host)$/i.test(name)),
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers,
      body: new Uint8Array(await file.arrayBuffer()),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new UploadFailedError('The upload did not get an answer');
  }
  if (!response.ok) throw new UploadFailedError(`The upload answered ${response.status}`);
  options.onProgress?.(100);
}
