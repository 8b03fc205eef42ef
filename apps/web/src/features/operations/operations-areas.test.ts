import { describe, expect, it } from 'vitest';
import { areaForPath, areasOpenTo } from './operations-areas';

describe('the operations areas', () => {
  it.each([
    '/operations/sales',
    '/operations/batches?program=iot',
    '/operations/refunds?status=failed',
    '/operations/invoices',
    '/operations/payment-links?status=paid',
    '/operations/recovery',
  ])('send a sign-in returning to %s to the Sales area', (path) => {
    expect(areaForPath(path)?.path).toBe('/operations/sales');
  });

  it('open the Sales area (refunds and invoices too) to SALES and ADMIN only', () => {
    const opens = (role: Parameters<typeof areasOpenTo>[0]) =>
      areasOpenTo(role).some((area) => area.relatedPaths.includes('/operations/refunds'));
    expect([opens('SALES'), opens('ADMIN'), opens('EVENTS'), opens('USER')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(areaForPath('/operations/refundsx')).toBeUndefined();
  });
});
