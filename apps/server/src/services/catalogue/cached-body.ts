import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A response body serialized once, with its strong ETag and caching policy. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  cacheControl: string;
  /** application/json unless said. */
  contentType?: string;
  /** Compressed copies, made on first request and kept with the body. */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

export type ContentCoding = 'br' | 'gzip';

/** The body in the given coding, compressed once and then reused. */
export function encodedBody(cached: CachedBody, coding: ContentCoding): Buffer {
  cached.encoded ??= {};
  if (coding === 'br') {
    cached.encoded.br ??= brotliCompressSync(cached.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9 },
    });
    return cached.encoded.br;
  }
  cached.encoded.gzip ??= gzipSync(cached.body, { level: 9 });
  return cached.encoded.gzip;
}

export const MENU_CACHE_CONTROL = 'public, max-age=300';
export const EVENT_TYPES_CACHE_CONTROL = 'public, max-age=86400';

/** Serializes a value once; the ETag is a hash of the exact bytes, so it is strong. */
export function toCachedBody(value: unknown, cacheControl: string): CachedBody {
  return toCachedBytes(Buffer.from(JSON.stringify(value)), cacheControl);
}

/** Bytes to send as they are, with the strong ETag of their hash. */
export function toCachedBytes(
  body: Buffer,
  cacheControl: string,
  contentType?: string,
): CachedBody {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, cacheControl, ...(contentType ? { contentType } : {}) };
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // A compressed representation's tag is the body's tag with a coding suffix ("abc-br").
  const base = etag.slice(0, -1);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === `${base}-br"` || tag === `${base}-gzip"`;
  });
}
