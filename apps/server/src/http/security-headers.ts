import Fastify, { type FastifyInstance } from 'fastify';
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

/** Sets the precomputed Helmet headers on every response of the app. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = Object.entries(await helmetHeadersFor(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
