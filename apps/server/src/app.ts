import type { IncomingHttpHeaders } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { ERROR_CODES } from '@catering/domain';
import { serializeRequest, serializeResponse } from './http/request-log';
import { requestIds } from './http/request-ids';
import { lazyRequestLogger, RequestLines, type LevelAwareLogger } from './http/lazy-request-logger';
import { registerRateLimits } from './http/rate-limit/rate-limits';
import { securityHeadersFor } from './http/security-headers';
import { registerSubscriptionKeyCheck } from './http/subscription-key';
import { trustProxyOption } from './http/trust-proxy';
import { inlineScriptSources, readUiVersion, registerWebApp } from './http/web-app';
import {
  CARD_DATA_LOG_PATHS,
  sandboxCardEntryRoutes,
} from './adapters/payments/sandbox/sandbox-card-entry.routes';
import { apiRoutes } from './routes';
import { noticesRoutes } from './routes/notices/notices.routes';
import { registerMenuImages } from './http/menu-images';
import { footerFragmentRoutes } from './routes/footer-fragment/footer-fragment.routes';
import { createServices } from './services';
import { devOutboxRoutes } from './adapters/sms/dev-outbox.routes';
import { devEmailsRoutes } from './adapters/email/dev-emails.routes';
import type { ServiceDependencies } from './services/catalogue-services';

export interface BuildOptions {
  /** An open database; by default one is opened from config.DATABASE_URL and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The clock and the geocoder; tests inject a fixed "now". */
  services?: ServiceDependencies;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The client's X-Correlation-Id when well-formed (bounded length and charset), else the server's request id. */
function correlationIdOf(headers: IncomingHttpHeaders, requestId: string): string {
  const given = headers['x-correlation-id'];
  return typeof given === 'string' && CORRELATION_ID.test(given) ? given : requestId;
}

type RequestLoggerContext = [
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options: Parameters<FastifyBaseLogger['child']>[1],
  headers: IncomingHttpHeaders,
];

/** A request's child logger: its request id and the correlation id it is known by. */
function requestChildLogger([logger, bindings, options, headers]: RequestLoggerContext) {
  const correlationId = correlationIdOf(headers, String(bindings.requestId));
  return logger.child({ ...bindings, correlationId }, options) as LevelAwareLogger;
}

/** Builds the ordering service without listening; main.ts and tests both start here. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const marketing = config.MARKETING_ORIGIN ? [config.MARKETING_ORIGIN] : [];
  const securityHeaders = await securityHeadersFor({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.WEB_DIST)],
        // The marketing footer's fragment, style sheet and images (SHELL-FOOTER-1).
        styleSrc: ["'self'", "'unsafe-inline'", ...marketing],
        imgSrc: ["'self'", 'data:', ...marketing],
        connectSrc: ["'self'", ...marketing],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Lets the sandbox payment page load inside our own iframe.
    crossOriginEmbedderPolicy: false,
  });
  /** The headers of every reply: the security headers and the ids the request is known by. */
  const headReply = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders(request.url));
    reply.header('x-correlation-id', correlationIdOf(request.headers, request.id));
    reply.header('x-request-id', request.id);
  };
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Card fields wherever a log call might put them. A logged request or response has no
      // headers and no body (no cookie, key or card): their serializers name what they keep, so
      // no line pays for redacting inside them (decision 271).
      redact: { paths: CARD_DATA_LOG_PATHS, remove: true },
      // URLs can carry secrets (card-entry client tokens): the logged URL is redacted.
      serializers: { req: serializeRequest, res: serializeResponse },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    requestIdHeader: false,
    // The server's own id for every request; a client's correlation id is logged beside it.
    logController: new RequestLines({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIds(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // The router's own refusals (a malformed percent-encoding, a path parameter over 100
    // characters) are answered like every other refusal: a 4xx with an error code.
    // They run no hook: the reply gets its headers here, as every other reply does in onRequest.
    frameworkErrors: (error, request, reply) => {
      headReply(request, reply as FastifyReply);
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({
        errorCode: ERROR_CODES.validationFailed,
        message: 'The request is not valid.',
      });
    },
  });
  // An incoming X-Correlation-Id is kept when well-formed, so one id follows a request across services.
  // The child is built lazily: a request that logs nothing at an enabled level never pays for it.
  app.setChildLoggerFactory(function (logger, bindings, childOptions, rawReq) {
    const parent = logger as Partial<LevelAwareLogger>;
    const context: RequestLoggerContext = [logger, bindings, childOptions, rawReq.headers];
    if (childOptions.level || childOptions.serializers || !parent.isLevelEnabled)
      return requestChildLogger(context);
    // At the info level every request logs its arrival: the child is needed at once.
    if (parent.isLevelEnabled('info')) return requestChildLogger(context);
    return lazyRequestLogger(parent as LevelAwareLogger, requestChildLogger, context);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every request carries a JSON content type (API-HTTP-2), bodyless POST and DELETE too.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else void parseJson(request, body as string, done);
  });

  const database =
    options.database ??
    openDatabase(config.DATABASE_URL, {
      onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
    });
  if (!options.database) app.addHook('onClose', () => database.destroy());

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'services',
    createServices(database.db, config, { log: app.log, ...options.services }),
  );
  app.decorate('uiVersion', readUiVersion(config.WEB_DIST));
  // The catalogue is loaded before the first request (listen waits for ready): no customer pays
  // for a cold cache, and no request waits for the load while holding a connection.
  app.addHook('onReady', async () => {
    await app.services.catalogue.snapshot();
  });

  registerErrorHandler(app);

  // The first hook of every request, so that every reply has them, errors included: the security
  // headers and the ids the request is known by (one hook: each hook a request runs costs it).
  app.addHook('onRequest', (request, reply, done) => {
    headReply(request, reply);
    done();
  });
  await registerRateLimits(app, database.db);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Catering ordering service', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      registerSubscriptionKeyCheck(api, config.SUBSCRIPTION_KEYS);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(apiRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(sandboxCardEntryRoutes, { prefix: '/payments/sandbox' });
  // The info-notices service is a second service: its own prefix, public like the posts it serves.
  await app.register(noticesRoutes, { prefix: '/api/notices' });
  await registerMenuImages(app);
  await app.register(footerFragmentRoutes);
  // The text messages a developer would have received; never in production.
  if (config.NODE_ENV !== 'production') await app.register(devOutboxRoutes, { prefix: '/dev' });
  // The emails likewise, each with its rendered HTML.
  if (config.NODE_ENV !== 'production') await app.register(devEmailsRoutes, { prefix: '/dev' });
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
