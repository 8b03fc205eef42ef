import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@kaksha/shared';
import { createS3Storage } from './s3-storage';
import { storageOrigins } from './storage-origins';

const settings = {
  S3_BUCKET: 'kaksha-media',
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY',
  S3_SECRET_ACCESS_KEY: 'example-secret-access-key',
  S3_PUBLIC_URL: undefined,
};
const KEY = 'events/banner-pc/Tech_Talk_2025-03-05_k3j9x2ab.png';

describe('the S3 storage’s pre-signed upload URL', () => {
  it('signs Content-Type and Content-Length when given, and expires', async () => {
    const storage = createS3Storage(settings);
    const presigned = await storage.presignPut(KEY, {
      contentType: 'image/png',
      contentLength: 12_345,
      expiresInSeconds: 600,
    });
    const url = new URL(presigned.url);
    expect(url.origin).toBe('https://kaksha-media.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe(`/incoming/${KEY}`);
    const signed = url.searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum a browser could not send.
    expect([...url.searchParams.keys()].some((k) => /checksum/i.test(k))).toBe(false);
    expect(presigned.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(presigned.expiresAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it('never makes a URL that takes any size or any type (issue 23 item 17)', async () => {
    const storage = createS3Storage(settings);
    for (const options of [
      {},
      { contentType: 'image/png' },
      { contentLength: 1000 },
      { contentType: 'text/html', contentLength: 1000 },
      { contentType: 'image/png', contentLength: UPLOAD_MAX_BYTES + 1 },
      { contentType: 'image/png', contentLength: 0 },
    ])
      await expect(
        storage.presignPut(KEY, { ...options, expiresInSeconds: 900 }),
        JSON.stringify(options),
      ).rejects.toThrow(/image type and a length within the limit/);
  });

  it('uses path style on a custom endpoint, and S3_PUBLIC_URL for published files', async () => {
    const storage = createS3Storage({
      ...settings,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://media.kaksha.in/',
    });
    const url = new URL(
      (
        await storage.presignPut(KEY, {
          contentType: 'image/png',
          contentLength: 10,
          expiresInSeconds: 60,
        })
      ).url,
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://127.0.0.1:9000/kaksha-media/incoming/${KEY}`,
    );
    expect(storage.publicUrl('events/speaker/A_abcdefgh.webp')).toBe(
      'https://media.kaksha.in/events/speaker/A_abcdefgh.webp',
    );
    expect(createS3Storage(settings).publicUrl('events/speaker/A_abcdefgh.webp')).toBe(
      'https://kaksha-media.s3.ap-south-1.amazonaws.com/events/speaker/A_abcdefgh.webp',
    );
  });

  it('names the origins the Content-Security-Policy must allow', () => {
    expect(storageOrigins({ ...settings, STORAGE: 'local' })).toEqual({ upload: [], images: [] });
    expect(storageOrigins({ ...settings, STORAGE: 's3' })).toEqual({
      upload: [
        'https://kaksha-media.s3.ap-south-1.amazonaws.com',
        'https://s3.ap-south-1.amazonaws.com',
      ],
      images: ['https://kaksha-media.s3.ap-south-1.amazonaws.com'],
    });
    expect(
      storageOrigins({
        ...settings,
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PUBLIC_URL: 'https://media.kaksha.in/files',
      }),
    ).toEqual({ upload: ['http://127.0.0.1:9000'], images: ['https://media.kaksha.in'] });
  });
});
