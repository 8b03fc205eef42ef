import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, UPLOAD_MAX_BYTES } from '@kaksha/shared';
import { AppError } from '../../core/app-error';
import {
  buildUploadKey,
  checkUploadLength,
  isPublishedKey,
  parseUploadContentType,
  parseUploadExtension,
  parseUploadKey,
  parseUploadKind,
} from './upload-keys';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('upload kinds', () => {
  it('accepts the kinds and the form’s field names', () => {
    for (const [given, kind] of [
      ['banner-pc', 'banner-pc'],
      ['bannerPC', 'banner-pc'],
      ['bannerLinkPC', 'banner-pc'],
      ['banner-mobile', 'banner-mobile'],
      ['bannerMobile', 'banner-mobile'],
      ['bannerLinkMobile', 'banner-mobile'],
      ['speaker', 'speaker'],
      ['speakerImage', 'speaker'],
      ['speakerImageLink', 'speaker'],
    ] as const)
      expect(parseUploadKind(given), given).toBe(kind);
  });

  it('refuses anything else with a 400 naming the allowed values', () => {
    const error = refusal(() => parseUploadKind('avatar'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('formattedType must be one of: banner-pc, banner-mobile, speaker');
  });
});

describe('upload extensions and media types', () => {
  it('takes an extension or a media type', () => {
    expect(parseUploadExtension('png')).toBe('png');
    expect(parseUploadExtension('.JPEG')).toBe('jpg');
    expect(parseUploadExtension('jpg')).toBe('jpg');
    expect(parseUploadExtension('image/webp')).toBe('webp');
    expect(parseUploadExtension('image/avif')).toBe('avif');
    expect(parseUploadExtension('image/jpeg')).toBe('jpg');
  });

  it('refuses svg, html, gif and the like with the spec’s message', () => {
    for (const given of ['svg', 'image/svg+xml', 'html', 'text/html', 'gif', 'image/gif', 'exe']) {
      const error = refusal(() => parseUploadExtension(given));
      expect(error.statusCode, given).toBe(400);
      expect(error.message).toBe(EVENT_MESSAGES.imageTypes);
    }
    expect(refusal(() => parseUploadContentType('image/svg+xml')).message).toBe(
      EVENT_MESSAGES.imageTypes,
    );
    expect(parseUploadContentType('Image/PNG; charset=binary')).toBe('image/png');
    expect(parseUploadContentType(undefined)).toBeUndefined();
  });

  it('refuses a declared size over the limit', () => {
    expect(() => checkUploadLength(UPLOAD_MAX_BYTES)).not.toThrow();
    const error = refusal(() => checkUploadLength(UPLOAD_MAX_BYTES + 1));
    expect(error.message).toBe(EVENT_MESSAGES.imageTooLarge);
  });
});

describe('upload keys', () => {
  it('builds the key from the prepared heading, date, kind and a random token', () => {
    const key = buildUploadKey({
      heading: 'Tech Talk',
      date: '2025-03-05',
      kind: 'banner-pc',
      extension: 'png',
    });
    expect(key).toMatch(/^events\/banner-pc\/Tech_Talk_2025-03-05_[a-z0-9]{8}\.png$/);
    expect(parseUploadKey(key)).toEqual({
      key,
      kind: 'banner-pc',
      publishedKey: key.replace(/\.png$/, '.webp'),
    });
  });

  it('never collides', () => {
    const parts = { heading: 'Same', date: '', kind: 'speaker', extension: 'jpg' } as const;
    const keys = new Set(Array.from({ length: 500 }, () => buildUploadKey(parts)));
    expect(keys.size).toBe(500);
  });

  it('makes a hostile heading and date harmless', () => {
    const key = buildUploadKey({
      heading: '../../etc/passwd <script>',
      date: '2025/03/05 ../..\\x',
      kind: 'speaker',
      extension: 'jpg',
    });
    expect(key).toMatch(/^events\/speaker\/etcpasswd_script_20250305_x_[a-z0-9]{8}\.jpg$/);
    expect(parseUploadKey(key)).not.toBeNull();
  });

  it('asks for a heading first, and names a heading without Latin letters "event"', () => {
    const error = refusal(() =>
      buildUploadKey({ heading: '   ', date: '', kind: 'speaker', extension: 'png' }),
    );
    expect(error.message).toBe('Please provide a heading before uploading.');
    const key = buildUploadKey({
      heading: 'कार्यशाला',
      date: '',
      kind: 'speaker',
      extension: 'png',
    });
    expect(key).toMatch(/^events\/speaker\/event_[a-z0-9]{8}\.png$/);
  });

  it('keeps long parts within the file-name limit', () => {
    const key = buildUploadKey({
      heading: 'A'.repeat(200),
      date: '9'.repeat(64),
      kind: 'banner-mobile',
      extension: 'avif',
    });
    expect(key.length).toBeLessThanOrEqual(300);
    expect(parseUploadKey(key)?.kind).toBe('banner-mobile');
  });

  it('knows only its own keys', () => {
    for (const key of [
      '../etc/passwd',
      'events/banner-pc/../../x_abcdefgh.png',
      'events/other/x_abcdefgh.png',
      'events/banner-pc/x_abcdefgh.svg',
      '/events/banner-pc/x_abcdefgh.png',
      'events/banner-pc/x_ABCDEFGH.png',
    ])
      expect(parseUploadKey(key), key).toBeNull();
    expect(isPublishedKey('events/speaker/Talk_abcdefgh.webp')).toBe(true);
    expect(isPublishedKey('events/speaker/Talk_abcdefgh.png')).toBe(false);
    expect(isPublishedKey('events/speaker/../Talk_abcdefgh.webp')).toBe(false);
  });
});
