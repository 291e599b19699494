import { describe, expect, test } from 'vitest';
import { trustProxyOption, trustProxySetting } from './trust-proxy';

describe('the TRUST_PROXY setting', () => {
  test('reads false, true as one hop, a hop count, or a list of proxy addresses', () => {
    expect(trustProxySetting.parse('false')).toBe(false);
    expect(trustProxySetting.parse('0')).toBe(false);
    expect(trustProxySetting.parse('true')).toBe(1);
    expect(trustProxySetting.parse('2')).toBe(2);
    expect(trustProxySetting.parse(' 10.0.0.0/8, loopback,fd00::/8 ')).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
    ]);
  });

  test('refuses anything that is not an address, a range or a proxy name', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'lb.internal', '10.0.0.1,']) {
      expect(trustProxySetting.safeParse(value).success, value).toBe(false);
    }
  });

  test('a hop count trusts that many hops nearest the server, whatever their address', () => {
    const trust = trustProxyOption(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['127.0.0.1'])).toEqual(['127.0.0.1']);
  });
});
