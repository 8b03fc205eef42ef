import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, ROLES, type Role } from '@kaksha/shared';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertEvent } from '../events/events.repository';
import { buildUploadKey } from './upload-keys';

/** The two pre-signed URL routes: who may call them, and what keys they give. */

const UPLOAD = '/api/v1.5/s3/get-presigned-url-for-upload';
const UPDATE = '/api/v1.5/s3/get-presigned-url-for-update';
const body = {
  formattedHeading: 'Tech_Talk',
  formattedDate: '2025-03-05',
  formattedType: 'bannerPC',
  formattedExtension: 'png',
};

let t: TestApp;
const accounts = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) accounts[role] = await signInAs(t.app, t.database, role);
});
afterAll(() => t.close());

function presign(url: string, payload: object, role?: Role) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: role ? bearer(accounts[role].accessToken) : {},
    payload,
  });
}

describe('who may ask for an upload URL', () => {
  it('EVENTS and ADMIN may; USER and SALES get 403; no token gets 401', async () => {
    const held = buildUploadKey({
      heading: 'Held',
      date: '',
      kind: 'banner-pc',
      extension: 'png',
    });
    await insertEvent(t.database.db, {
      heading: 'Held',
      startsAt: new Date('2025-03-05T13:30:00Z'),
      uniqueNameForUrl: `held-${randomUUID()}`,
      bannerPcKey: held,
    });
    for (const [url, payload] of [
      [UPLOAD, body],
      [UPDATE, { ...body, oldKey: held }],
    ] as const) {
      expect((await presign(url, payload)).statusCode, `${url} as visitor`).toBe(401);
      expect((await presign(url, payload, 'USER')).statusCode, `${url} as USER`).toBe(403);
      expect((await presign(url, payload, 'SALES')).statusCode, `${url} as SALES`).toBe(403);
      for (const role of ['EVENTS', 'ADMIN'] as const) {
        const res = await presign(url, payload, role);
        expect(res.statusCode, `${url} as ${role}: ${res.body}`).toBe(200);
        const answer = res.json();
        expect(answer.fileName).toMatch(
          /^events\/banner-pc\/Tech_Talk_2025-03-05_[a-z0-9]{8}\.png$/,
        );
        expect(answer.preSignedUrlForUpload).toMatch(
          /^http:\/\/localhost:3000\/api\/uploads\/events\/banner-pc\/.+\?expires=\d+&signature=[0-9a-f]{64}$/,
        );
        expect(answer.preSignedUrlForUpload).toContain(answer.fileName);
        expect(answer.headers).toEqual({});
        expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
      }
    }
  });
});

describe('the upload key', () => {
  it('is built on the server: a hostile heading gives a safe key', async () => {
    const res = await presign(
      UPLOAD,
      {
        formattedHeading: '../../etc/passwd <script>',
        formattedDate: '../..',
        formattedType: 'speakerImageLink',
        formattedExtension: 'image/jpeg',
        contentType: 'image/jpeg',
        contentLength: 2048,
      },
      'EVENTS',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { fileName, preSignedUrlForUpload, headers } = res.json();
    expect(fileName).toMatch(/^events\/speaker\/etcpasswd_script_[a-z0-9]{8}\.jpg$/);
    const url = new URL(preSignedUrlForUpload, 'http://localhost');
    expect(url.pathname).toBe(`/api/uploads/${fileName}`);
    expect(url.searchParams.get('type')).toBe('image/jpeg');
    expect(url.searchParams.get('length')).toBe('2048');
    expect(headers).toEqual({ 'Content-Type': 'image/jpeg' });
  });

  it('is new every time', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      names.add((await presign(UPLOAD, body, 'EVENTS')).json().fileName);
    expect(names.size).toBe(5);
  });

  it('refuses what cannot be an accepted image, with clear 400s', async () => {
    const cases: Array<[object, string]> = [
      [{ formattedHeading: '  ' }, 'Please provide a heading before uploading.'],
      [{ formattedExtension: 'svg' }, EVENT_MESSAGES.imageTypes],
      [{ formattedExtension: 'text/html' }, EVENT_MESSAGES.imageTypes],
      [{ formattedExtension: 'gif' }, EVENT_MESSAGES.imageTypes],
      [{ contentType: 'image/svg+xml' }, EVENT_MESSAGES.imageTypes],
      [{ contentLength: 6 * 1024 * 1024 }, EVENT_MESSAGES.imageTooLarge],
      [
        { formattedType: 'cover' },
        'formattedType must be one of: banner-pc, banner-mobile, speaker',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await presign(UPLOAD, { ...body, ...change }, 'EVENTS');
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('the update URL', () => {
  it('needs an oldKey some event holds', async () => {
    const unheld = buildUploadKey({
      heading: 'Nobody',
      date: '',
      kind: 'speaker',
      extension: 'png',
    });
    const res = await presign(UPDATE, { ...body, oldKey: unheld }, 'ADMIN');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('oldKey is not the file of any event.');

    const held = buildUploadKey({ heading: 'Talk', date: '', kind: 'speaker', extension: 'jpg' });
    await insertEvent(t.database.db, {
      heading: 'Talk',
      startsAt: new Date('2025-04-01T10:00:00Z'),
      uniqueNameForUrl: `talk-${randomUUID()}`,
      speakerImageKey: held,
    });
    const ok = await presign(
      UPDATE,
      { ...body, formattedType: 'speaker', formattedExtension: 'jpg', oldKey: held },
      'EVENTS',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().fileName).toMatch(/^events\/speaker\/Tech_Talk_2025-03-05_[a-z0-9]{8}\.jpg$/);
    expect(ok.json().fileName).not.toBe(held);

    const missing = await presign(UPDATE, body, 'EVENTS');
    expect(missing.statusCode).toBe(400);
  });
});
