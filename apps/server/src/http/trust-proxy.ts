import { isIP } from 'node:net';
import { z } from 'zod';

/** The proxies in front of the server: none, the nearest N hops, or those at listed addresses. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (no proxy: the peer is the client), `true` (one proxy), a hop count, or a
 * comma-separated list of proxy addresses and CIDR ranges (`loopback`, `linklocal` and
 * `uniquelocal` too). Trusting every hop would let a client choose its own address.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `expected false, true, a hop count or proxy addresses; not an address: ${invalid.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's trustProxy for the setting. A hop count becomes a function: Fastify reads a bare number
 * as "trust nothing".
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
