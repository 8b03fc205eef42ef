import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, UPLOAD_WIDTHS, type UploadKind } from '@kaksha/shared';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AppError } from '../../core/app-error';
import { IMAGE_MESSAGES } from './image-processing';
import { createObjectStorage } from '../../infra/storage/object-storage';
import {
  HTML_PAGE,
  SVG_IMAGE,
  isWebp,
  pngBomb,
  pngLookingBytes,
  rotatedJpeg,
  solidImage,
} from '../../../test/test-images';
import { buildUploadKey } from './upload-keys';
import type { UploadsService } from './uploads.service';

/** The local storage end to end: presign, PUT, publish, GET, and everything it refuses. */

let t: TestApp;
let staff: SignedIn;
let uploads: UploadsService;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t.app, t.database, 'EVENTS');
  uploads = t.app.services.uploads;
});
afterAll(() => t.close());

type Presigned = {
  preSignedUrlForUpload: string;
  fileName: string;
  headers: Record<string, string>;
};

async function presign(fields: Record<string, unknown> = {}): Promise<Presigned> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/s3/get-presigned-url-for-upload',
    headers: bearer(staff.accessToken),
    payload: {
      formattedHeading: 'Tech_Talk',
      formattedDate: '2025-03-05',
      formattedType: 'banner-pc',
      formattedExtension: 'png',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A PUT to the pre-signed URL, as the browser sends it (same origin: only its path matters). */
function put(url: string, payload: Buffer, headers: Record<string, string> = {}) {
  const { pathname, search } = new URL(url, 'http://localhost');
  return t.app.inject({ method: 'PUT', url: `${pathname}${search}`, headers, payload });
}

function get(path: string) {
  return t.app.inject({ method: 'GET', url: path });
}

async function publishRefusal(key: string, kind: UploadKind): Promise<AppError> {
  const error = await uploads.publish(key, kind).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('a local upload, end to end', () => {
  it('presign → PUT a PNG → publish → GET the WebP, cached forever', async () => {
    const png = await solidImage(2400, 1200, 'png');
    const presigned = await presign({ contentType: 'image/png', contentLength: png.length });
    const uploaded = await put(presigned.preSignedUrlForUpload, png, presigned.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().message).toBe(EVENT_MESSAGES.uploadSuccess);

    // The raw upload is not public.
    expect((await get(`/api/uploads/${presigned.fileName}`)).statusCode).toBe(404);

    const { url } = await uploads.publish(presigned.fileName, 'banner-pc');
    expect(url).toBe(
      `${t.config.publicUrl}/api/uploads/${presigned.fileName.replace(/\.png$/, '.webp')}`,
    );
    const served = await get(new URL(url, 'http://localhost').pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(served.rawPayload)).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(UPLOAD_WIDTHS['banner-pc']);
    expect(meta.height).toBe(UPLOAD_WIDTHS['banner-pc'] / 2);

    // Publishing again is fine, and answers the same URL.
    expect(await uploads.publish(presigned.fileName, 'banner-pc')).toEqual({ url });
  });

  it('turns a JPEG upright, scales it to the kind’s width and strips its metadata', async () => {
    const jpeg = await rotatedJpeg(1600, 800);
    const presigned = await presign({ formattedType: 'speaker', formattedExtension: 'image/jpeg' });
    expect((await put(presigned.preSignedUrlForUpload, jpeg)).statusCode).toBe(200);
    const { url } = await uploads.publish(presigned.fileName, 'speaker');
    const served = await get(new URL(url, 'http://localhost').pathname);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([UPLOAD_WIDTHS.speaker, UPLOAD_WIDTHS.speaker * 2]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('never enlarges a small image, and takes WebP and AVIF uploads', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const image = await solidImage(300, 200, format);
      const presigned = await presign({
        formattedType: 'bannerLinkMobile',
        formattedExtension: format,
      });
      expect((await put(presigned.preSignedUrlForUpload, image)).statusCode, format).toBe(200);
      // A raw .webp upload and its published key are the same name: still not served before publishing.
      expect((await get(`/api/uploads/${presigned.fileName}`)).statusCode).toBe(404);
      const { url } = await uploads.publish(presigned.fileName, 'banner-mobile');
      const meta = await sharp(
        (await get(new URL(url, 'http://localhost').pathname)).rawPayload,
      ).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    }
  });
});

describe('uploads refused', () => {
  it('an SVG or an HTML page sent as a PNG: 415 with the spec’s message', async () => {
    for (const bytes of [SVG_IMAGE, HTML_PAGE]) {
      const presigned = await presign();
      const res = await put(presigned.preSignedUrlForUpload, bytes, {
        'content-type': 'image/png',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(EVENT_MESSAGES.imageTypes);
      expect((await publishRefusal(presigned.fileName, 'banner-pc')).message).toBe(
        'The uploaded image was not found. Upload it again.',
      );
    }
  });

  it('a file over 5 MB: 413, whether declared or not', async () => {
    const big = pngLookingBytes(6 * 1024 * 1024);
    const presigned = await presign();
    const res = await put(presigned.preSignedUrlForUpload, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(EVENT_MESSAGES.imageTooLarge);
    const chunked = await t.app.inject({
      method: 'PUT',
      url:
        new URL(presigned.preSignedUrlForUpload, 'http://localhost').pathname +
        new URL(presigned.preSignedUrlForUpload, 'http://localhost').search,
      headers: { 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expect(chunked.statusCode).toBe(413);
  });

  it('a decompression bomb uploads (it is a small PNG) but is refused when published', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const presigned = await presign();
    expect((await put(presigned.preSignedUrlForUpload, bomb)).statusCode).toBe(200);
    const error = await publishRefusal(presigned.fileName, 'banner-pc');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it('a damaged image that starts like a PNG: 400 when published, never 500', async () => {
    const png = await solidImage(800, 400, 'png');
    const presigned = await presign();
    expect((await put(presigned.preSignedUrlForUpload, png.subarray(0, 600))).statusCode).toBe(200);
    const error = await publishRefusal(presigned.fileName, 'banner-pc');
    expect([error.statusCode, error.message]).toEqual([400, IMAGE_MESSAGES.unreadable]);
  });

  it('a bad signature, a tampered key or type, a wrong size: 403', async () => {
    const png = await solidImage(100, 100, 'png');
    const presigned = await presign({ contentType: 'image/png', contentLength: png.length });
    const url = new URL(presigned.preSignedUrlForUpload, 'http://localhost');
    const headers = { 'content-type': 'image/png' };

    const badSignature = new URL(url, 'http://localhost');
    badSignature.searchParams.set('signature', '0'.repeat(64));
    const tamperedKey = new URL(url.href.replace('Tech_Talk', 'Tech_Tlak'));
    const otherType = new URL(url, 'http://localhost');
    otherType.searchParams.set('type', 'image/webp');
    const cases: Array<[URL, Buffer, Record<string, string>, string]> = [
      [badSignature, png, headers, 'UPLOAD_URL_INVALID'],
      [tamperedKey, png, headers, 'UPLOAD_URL_INVALID'],
      [otherType, png, { 'content-type': 'image/webp' }, 'UPLOAD_URL_INVALID'],
      [url, png, { 'content-type': 'image/jpeg' }, 'UPLOAD_CONTENT_TYPE_MISMATCH'],
      [url, Buffer.concat([png, Buffer.alloc(10)]), headers, 'UPLOAD_LENGTH_MISMATCH'],
    ];
    for (const [target, payload, sent, code] of cases) {
      const res = await put(target.href, payload, sent);
      expect(res.statusCode, code).toBe(403);
      expect(res.json().code).toBe(code);
    }
    const unsigned = await t.app.inject({ method: 'PUT', url: url.pathname, payload: png });
    expect(unsigned.statusCode).toBe(400);
    expect((await put(url.href, png, headers)).statusCode).toBe(200);
  });

  it('an expired URL: 403', async () => {
    const storage = createObjectStorage(t.config);
    const key = buildUploadKey({ heading: 'Soon', date: '', kind: 'speaker', extension: 'png' });
    const signed = await storage.presignPut(key, { expiresInSeconds: 1 });
    await sleep(Math.max(0, signed.expiresAt.getTime() - Date.now()) + 50);
    const res = await put(signed.url, await solidImage(50, 50, 'png'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_URL_EXPIRED',
      message: 'This upload link has expired. Request a new one and upload again.',
    });
  });
});

describe('publishing refused', () => {
  it('a key of another kind, a key not ours, an upload never made: 400', async () => {
    const presigned = await presign();
    await put(presigned.preSignedUrlForUpload, await solidImage(100, 100, 'png'));
    expect((await publishRefusal(presigned.fileName, 'speaker')).message).toBe(
      'This image was uploaded as banner-pc, not speaker. Upload it again in the right field.',
    );
    for (const key of ['../../etc/passwd', 'https://evil.example/x.png', 'events/banner-pc/x.png'])
      expect((await publishRefusal(key, 'banner-pc')).statusCode, key).toBe(400);
    const never = buildUploadKey({ heading: 'Never', date: '', kind: 'speaker', extension: 'png' });
    expect((await publishRefusal(never, 'speaker')).message).toBe(
      'The uploaded image was not found. Upload it again.',
    );
  });

  it('a raw file that is no image or too large (as a bucket could hold): 400', async () => {
    const storage = uploads.storage;
    if (storage.kind !== 'local') throw new Error('expected the local storage');
    const html = buildUploadKey({ heading: 'Html', date: '', kind: 'speaker', extension: 'png' });
    await storage.writeIncoming(html, HTML_PAGE);
    expect((await publishRefusal(html, 'speaker')).message).toBe(EVENT_MESSAGES.imageTypes);
    const big = buildUploadKey({ heading: 'Big', date: '', kind: 'speaker', extension: 'png' });
    await storage.writeIncoming(big, pngLookingBytes(6 * 1024 * 1024));
    expect((await publishRefusal(big, 'speaker')).message).toBe(EVENT_MESSAGES.imageTooLarge);
  });
});

describe('serving published files', () => {
  it('never leaves the published folder', async () => {
    const presigned = await presign();
    await put(presigned.preSignedUrlForUpload, await solidImage(100, 100, 'png'));
    const raw = presigned.fileName;
    const another = await presign();
    await put(another.preSignedUrlForUpload, await solidImage(100, 100, 'png'));
    const published = new URL(
      (await uploads.publish(another.fileName, 'banner-pc')).url,
      'http://localhost',
    ).pathname;
    expect((await get(published)).statusCode).toBe(200);
    for (const path of [
      published.replace('events/banner-pc/', 'events%2Fbanner-pc%2F'),
      published.replace('.webp', '.webp%00.png'),
      '/api/uploads/../../etc/passwd',
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/%2Fetc%2Fpasswd',
      '/api/uploads//etc/passwd',
      '/api/uploads/events%2Fbanner-pc%2Fx_abcdefgh.webp',
      `/api/uploads/events/banner-pc/..%2F..%2Fincoming%2F${raw}`,
      `/api/uploads/../incoming/${raw}`,
      `/api/uploads/${raw}`,
      '/api/uploads/events/banner-pc/Nothing_abcdefgh.webp',
    ]) {
      const res = await get(path);
      expect([400, 404], `${path}: ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});
