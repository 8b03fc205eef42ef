import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });
  it('groups IPv6 addresses by their /64, however they are written', () => {
    const a = addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0DB8:0001:0002::1')).toBe(a);
    expect(addressGroup('2001:db8:1:2::ffff:1.2.3.4')).toBe(a);
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(a);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });
  it('leaves anything else alone', () => {
    expect(addressGroup('user:42')).toBe('user:42');
  });
});
