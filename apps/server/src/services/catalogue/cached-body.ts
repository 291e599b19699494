import { createHash } from 'node:crypto';

/** A response body serialized once, with its strong ETag and caching policy. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  cacheControl: string;
}

export const MENU_CACHE_CONTROL = 'public, max-age=300';
export const EVENT_TYPES_CACHE_CONTROL = 'public, max-age=86400';

/** Serializes a value once; the ETag is a hash of the exact bytes, so it is strong. */
export function toCachedBody(value: unknown, cacheControl: string): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, cacheControl };
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
