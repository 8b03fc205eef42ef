import { describe, expect, it } from 'vitest';
import { redactTicket } from './download-tickets';

describe('redactTicket', () => {
  it('leaves a URL without a ticket as it is', () => {
    for (const url of ['/api/v1.5/courses', '/api/x?a=1&b=%40', '/api/x?tickets=1', '/a%20b'])
      expect(redactTicket(url)).toBe(url);
  });

  it('blanks the ticket wherever it sits in the query', () => {
    expect(redactTicket('/api/v1.5/sales/orders.csv?ticket=eyJ.abc.def')).toBe(
      '/api/v1.5/sales/orders.csv?ticket=[redacted]',
    );
    expect(redactTicket('/x?from=2026-01-01&ticket=t1&to=2026-02-01')).toBe(
      '/x?from=2026-01-01&ticket=[redacted]&to=2026-02-01',
    );
    expect(redactTicket('/x?ticket=t1&ticket=t2')).toBe('/x?ticket=[redacted]&ticket=[redacted]');
  });

  it('blanks it under an escaped spelling of its name the query parser still reads as "ticket"', () => {
    expect(redactTicket('/x?%74icket=secret&a=1')).toBe('/x?%74icket=[redacted]&a=1');
    expect(redactTicket('/x?a=1&TI%63ket=kept&%74%69%63%6b%65%74=secret')).toBe(
      '/x?a=1&TI%63ket=kept&%74%69%63%6b%65%74=[redacted]',
    );
    // A malformed escape is not the ticket's name, and does not throw.
    expect(redactTicket('/x?%E0%A4%A=1&ticket=s')).toBe('/x?%E0%A4%A=1&ticket=[redacted]');
  });
});
