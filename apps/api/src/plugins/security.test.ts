import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

describe('securityHeaders', () => {
  it('records what helmet sets, lower-cased, with what it removes left out', () => {
    const headers = securityHeaders(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
        strictTransportSecurity: false,
      }),
    );
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.has('x-powered-by')).toBe(false);
    expect([...headers.keys()].every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('sets HSTS when asked to', () => {
    const headers = securityHeaders(helmet({ strictTransportSecurity: { maxAge: 600 } }));
    expect(headers.get('strict-transport-security')).toBe('max-age=600; includeSubDomains');
  });
});
