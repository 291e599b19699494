import Fastify from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's headers, worked out once at start-up and set on every response by one cheap hook.
 * @fastify/helmet rebuilds its middleware (and re-parses the CSP) on every request, which cost
 * a tenth of the hot path's CPU; the policy is the same for every route, so we compute it once.
 */
export async function helmetHeadersFor(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const ignore = new Set(['content-type', 'content-length', 'date', 'connection']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !ignore.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** What a script or style sheet needs: no MIME sniffing, no loading by other sites. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** The web build's scripts and style sheets (not its pictures: an SVG can be opened as a page). */
const SCRIPT_OR_STYLE = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/** The precomputed Helmet headers a response gets, by its URL (see below). */
export type SecurityHeadersOf = (url: string) => Record<string, string>;

/**
 * The precomputed Helmet headers of every response of the app. Scripts and style sheets get only
 * the two that apply to them: the rest (CSP, framing, HSTS, referrer policy...) govern documents,
 * and some 700 bytes of them on each of a screen's dozens of files are real time on a phone's
 * HTTP/1.1 connection. They go on the reply, not on the raw response: Node then writes all the
 * headers in one go (writeHead with an object) instead of storing each one through setHeader.
 */
export async function securityHeadersFor(
  options: FastifyHelmetOptions,
): Promise<SecurityHeadersOf> {
  const headers = await helmetHeadersFor(options);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  return (url) => (SCRIPT_OR_STYLE.test(url) ? subresourceHeaders : headers);
}
