import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  encodedBody,
  matchesEtag,
  type CachedBody,
  type ContentCoding,
} from '../services/catalogue/cached-body';

// Below this size compression saves less than it costs.
const MIN_COMPRESS_BYTES = 1024;

// Clients send few distinct Accept-Encoding values: each is worked out once (up to a bound).
const codingByHeader = new Map<string, ContentCoding | undefined>();
const MAX_REMEMBERED_HEADERS = 256;

function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (codingByHeader.has(acceptEncoding)) return codingByHeader.get(acceptEncoding);
  const coding = codingOf(acceptEncoding);
  if (codingByHeader.size < MAX_REMEMBERED_HEADERS) codingByHeader.set(acceptEncoding, coding);
  return coding;
}

function codingOf(acceptEncoding: string): ContentCoding | undefined {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([coding]) => coding?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Sends a precomputed JSON body with its ETag and Cache-Control, or 304 when the client has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
): FastifyReply {
  const coding =
    cached.body.length >= MIN_COMPRESS_BYTES
      ? preferredCoding(request.headers['accept-encoding'])
      : undefined;
  const etag = coding ? `${cached.etag.slice(0, -1)}-${coding}"` : cached.etag;
  reply
    .header('etag', etag)
    .header('cache-control', cached.cacheControl)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.header('content-type', cached.contentType ?? 'application/json; charset=utf-8');
  if (!coding) return reply.send(cached.body);
  return reply.header('content-encoding', coding).send(encodedBody(cached, coding));
}
