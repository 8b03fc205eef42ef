import { afterEach, describe, expect, it } from 'vitest';
import { resolveApiAssetUrl } from './image-upload';

/** Issue 23 item 12: the server writes upload and image URLs absolute, from PUBLIC_URL. */
describe('resolveApiAssetUrl', () => {
  afterEach(() => document.head.querySelector('meta[name="kaksha:site-url"]')?.remove());

  const declareSite = (origin: string) => {
    const meta = document.createElement('meta');
    meta.name = 'kaksha:site-url';
    meta.content = origin;
    document.head.append(meta);
  };

  it("sends the site's own API address (PUBLIC_URL) to the API this page uses", () => {
    declareSite('http://kaksha-public.example:3000');
    expect(
      resolveApiAssetUrl('http://kaksha-public.example:3000/api/uploads/events/speaker/a.webp'),
    ).toBe(`${window.location.origin}/api/uploads/events/speaker/a.webp`);
    expect(resolveApiAssetUrl('http://kaksha-public.example:3000/api/uploads/x.png?sig=1')).toBe(
      `${window.location.origin}/api/uploads/x.png?sig=1`,
    );
  });

  it('keeps other origins and non-API paths as they are', () => {
    declareSite('http://kaksha-public.example:3000');
    expect(resolveApiAssetUrl('https://cdn.example/events/a.webp')).toBe(
      'https://cdn.example/events/a.webp',
    );
    expect(resolveApiAssetUrl('http://kaksha-public.example:3000/about-us')).toBe(
      'http://kaksha-public.example:3000/about-us',
    );
  });
});
