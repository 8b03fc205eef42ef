import { describe, expect, it } from 'vitest';
import { LOG_DENIED_QUERY_PARAMS, redactUrl } from './redact-url';

describe('redactUrl (issue 23 item 16)', () => {
  it('leaves URLs without denied parameters as they are', () => {
    for (const url of [
      '/api/v1.5/courses',
      '/api/x?a=1&b=%40',
      '/api/x?tickets=1&tokenize=2&codes=3',
      '/a%20b',
      '/x?',
      '/x?token',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('blanks every denied parameter named in the brief', () => {
    for (const name of [
      'ticket',
      'signature',
      'token',
      'confirm',
      'cancel',
      'code',
      'state',
      'email',
      'mobile',
      'search',
    ]) {
      expect(LOG_DENIED_QUERY_PARAMS.has(name)).toBe(true);
      expect(redactUrl(`/x?page=2&${name}=s3cret-value&to=3`)).toBe(
        `/x?page=2&${name}=[redacted]&to=3`,
      );
    }
  });

  it('blanks them under any spelling: case, escapes, plus, brackets, repeats, ; separators', () => {
    const spellings = [
      'TOKEN',
      'Token',
      '%74oken',
      '%54%4F%4B%45%4E',
      'token+',
      '+token',
      'token%20',
      'token[]',
      'token%5B%5D',
      'Sig%6Eature',
    ];
    for (const name of spellings)
      expect(redactUrl(`/x?${name}=s3cret&a=1`), name).toBe(`/x?${name}=[redacted]&a=1`);
    expect(redactUrl('/x?code=a&code=b')).toBe('/x?code=[redacted]&code=[redacted]');
    expect(redactUrl('/x?a=1;state=xyz')).toBe('/x?a=1;state=[redacted]');
    expect(redactUrl('/x?email=asha%40example.in&from=2026-01-01')).toBe(
      '/x?email=[redacted]&from=2026-01-01',
    );
    // A malformed escape is not a denied name, and does not throw.
    expect(redactUrl('/x?%E0%A4%A=1&ticket=s')).toBe('/x?%E0%A4%A=1&ticket=[redacted]');
  });

  it('never lets a secret through however the query is built', () => {
    const secret = 'S3CRET-abc';
    for (const url of [
      `/api/v1.5/auth/google/callback?state=${secret}&code=${secret}`,
      `/api/v1.5/sales/orders.csv?ticket=${secret}&search=${secret}`,
      `/events/x?cancel=${secret}`,
      `/x?mobile=${secret}#frag`,
    ])
      expect(redactUrl(url)).not.toContain(secret);
  });
});
