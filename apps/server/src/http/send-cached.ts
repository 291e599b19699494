import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, type CachedBody } from '../services/catalogue/cached-body';

/** Sends a precomputed JSON body with its ETag and Cache-Control, or 304 when the client has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cached.cacheControl);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
}
