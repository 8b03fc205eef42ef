import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { bearer, signInAs, type SignedIn } from '../accounts';
import { createOrder, listenOnLoopback } from '../payments';

/**
 * Issue 23 item 12: the spec's own client, served from another origin, against our API. The
 * upload URLs it was given were paths (it uploaded to itself), an event without an image could
 * never get one (an empty oldKey was refused), and the checkout script could not be loaded across
 * origins.
 */
const CLIENT = 'https://spec-client.example';
let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: CLIENT });
  await listenOnLoopback(t.app);
  staff = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(() => t.close());

const presign = (url: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(staff.accessToken), origin: CLIENT },
    payload: {
      formattedHeading: 'Cloud_Day',
      formattedDate: '2031-06-01',
      formattedType: 'bannerLinkPC',
      formattedExtension: 'image/png',
      ...extra,
    },
  });

describe('a client on another origin', () => {
  it('gets absolute upload URLs on PUBLIC_URL', async () => {
    const res = await presign('/api/v1.5/s3/get-presigned-url-for-upload');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preSignedUrlForUpload).toMatch(/^http:\/\/localhost:3000\/api\/uploads\//);
  });

  it('may ask for an update URL with an empty oldKey: a new upload', async () => {
    const res = await presign('/api/v1.5/s3/get-presigned-url-for-update', { oldKey: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toMatch(/^events\/banner-pc\/Cloud_Day_2031-06-01_/);
    const unknown = await presign('/api/v1.5/s3/get-presigned-url-for-update', {
      oldKey: 'events/banner-pc/nobody_abcdefgh.png',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is allowed by the CSP to load images from and upload to PUBLIC_URL', async () => {
    const csp = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:3000/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3000/);
  });

  it('can load the sandbox checkout script, which pays where it came from', async () => {
    const learner = await signInAs(t.app, t.database, 'USER');
    const order = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
    expect(order.statusCode, order.body).toBe(200);
    const script = await t.app.inject({
      url: new URL(order.json().checkoutScript).pathname,
      headers: { origin: CLIENT, 'sec-fetch-site': 'cross-site' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('document.currentScript');
  });
});
