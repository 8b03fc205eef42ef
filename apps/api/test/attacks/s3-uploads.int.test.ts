import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, UPLOAD_MAX_BYTES } from '@kaksha/shared';
import { solidImage } from '../test-images';
import { createTestApp, type TestApp } from '../harness';
import { bearer, signInAs, type SignedIn } from '../accounts';
import { startS3Bucket } from '../s3-bucket';

/**
 * Issue 23 item 17: a pre-signed PUT is a key to the bucket. One that signs neither the length nor
 * the type lets its holder (anyone who reads the answer) store a file of any size and type there.
 * With STORAGE=s3 the request must state both, and the URL signs both.
 */
const BUCKET = 'kaksha-attack-media';
let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  bucket = await startS3Bucket(BUCKET);
  t = await createTestApp(bucket.settings);
  staff = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(async () => {
  await t?.close();
  await bucket?.stop();
});

const presign = (extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/s3/get-presigned-url-for-upload',
    headers: bearer(staff.accessToken),
    payload: {
      formattedHeading: 'Cloud_Day',
      formattedDate: '2031-06-01',
      formattedType: 'bannerLinkPC',
      formattedExtension: 'image/png',
      ...extra,
    },
  });

describe('S3 pre-signed uploads', () => {
  it('refuse a request that does not state both the size and the type', async () => {
    for (const extra of [{}, { contentType: 'image/png' }, { contentLength: 1234 }]) {
      const res = await presign(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UPLOAD_SIZE_AND_TYPE_REQUIRED' });
      expect(res.json().message).toMatch(/contentType and contentLength are required/);
    }
  });

  it('refuse a size over the limit and a type that is not an image', async () => {
    const big = await presign({ contentType: 'image/png', contentLength: UPLOAD_MAX_BYTES + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(EVENT_MESSAGES.imageTooLarge);
    const html = await presign({ contentType: 'text/html', contentLength: 100 });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(EVENT_MESSAGES.imageTypes);
  });

  it('sign the stated length and type into the URL, which then takes that file', async () => {
    const png = await solidImage(300, 200, 'png');
    const res = await presign({ contentType: 'image/png', contentLength: png.length });
    expect(res.statusCode, res.body).toBe(200);
    const { preSignedUrlForUpload, headers } = res.json();
    const url = new URL(preSignedUrlForUpload);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(headers).toEqual({ 'Content-Type': 'image/png' });
    const put = await fetch(preSignedUrlForUpload, { method: 'PUT', headers, body: png });
    expect(put.status).toBe(200);
  });
});
