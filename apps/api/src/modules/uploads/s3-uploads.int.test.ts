import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_WIDTHS } from '@kaksha/shared';
import { bearer, signInAs } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { isWebp, solidImage } from '../../../test/test-images';
import { startS3Bucket } from '../../../test/s3-bucket';

/** STORAGE=s3 end to end, against a real S3-compatible server (s3rver) on a free port. */

const BUCKET = 'kaksha-test-media';
let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  bucket = await startS3Bucket(BUCKET);
  endpoint = bucket.endpoint;
  t = await createTestApp(bucket.settings);
});
afterAll(async () => {
  await t?.close();
  await bucket?.stop();
});

describe('event images in an S3 bucket', () => {
  it('presign → PUT to the bucket → publish → the WebP is in the bucket, public and cached', async () => {
    const staff = await signInAs(t.app, t.database, 'ADMIN');
    const png = await solidImage(2000, 1000, 'png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/s3/get-presigned-url-for-upload',
      headers: bearer(staff.accessToken),
      payload: {
        formattedHeading: 'Cloud_Day',
        formattedDate: '2025-06-01',
        formattedType: 'bannerLinkPC',
        formattedExtension: 'image/png',
        contentType: 'image/png',
        contentLength: png.length,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { preSignedUrlForUpload, fileName, headers } = res.json();
    const url = new URL(preSignedUrlForUpload);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/incoming/${fileName}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');

    const uploaded = await fetch(preSignedUrlForUpload, { method: 'PUT', headers, body: png });
    expect(uploaded.status, await uploaded.text()).toBe(200);

    const { uploads } = t.app.services;
    if (uploads.storage.kind !== 's3') throw new Error('expected the S3 storage');
    const { client, bucket } = uploads.storage;
    const publishedKey = fileName.replace(/\.png$/, '.webp');
    const { url: published } = await uploads.publish(fileName, 'banner-pc');
    expect(published).toBe(`${endpoint}/${BUCKET}/${publishedKey}`);

    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: publishedKey }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(isWebp(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(UPLOAD_WIDTHS['banner-pc']);

    // The published URL serves it; the raw upload is gone; publishing again is cheap and the same.
    const served = await fetch(published);
    expect(served.status).toBe(200);
    expect(isWebp(Buffer.from(await served.arrayBuffer()))).toBe(true);
    const raw = client.send(new HeadObjectCommand({ Bucket: bucket, Key: `incoming/${fileName}` }));
    await expect(raw).rejects.toMatchObject({ name: 'NotFound' });
    expect(await uploads.publish(fileName, 'banner-pc')).toEqual({ url: published });
  });

  it('lets the web app reach the bucket under its Content-Security-Policy, and serves no local files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${endpoint}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint}`));
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/x' })).statusCode).toBe(404);
  });

  it('refuses to publish what is not in the bucket', async () => {
    await expect(
      t.app.services.uploads.publish('events/speaker/Gone_abcdefgh.png', 'speaker'),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'The uploaded image was not found. Upload it again.',
    });
  });
});
