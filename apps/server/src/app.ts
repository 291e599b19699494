import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerSubscriptionKeyCheck } from './http/subscription-key';
import { readUiVersion, registerWebApp } from './http/web-app';
import { apiRoutes } from './routes';
import { createServices } from './services';

export interface BuildOptions {
  /** An open database; by default one is opened from config.DATABASE_URL and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the ordering service without listening; main.ts and tests both start here. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers["x-subscription-key"]', 'res.headers["set-cookie"]'], remove: true },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    // An incoming X-Correlation-Id is kept when well-formed, so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-correlation-id'];
      return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openDatabase(config.DATABASE_URL);
  if (!options.database) app.addHook('onClose', () => database.destroy());

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('services', createServices(database.db, config));
  app.decorate('uiVersion', readUiVersion(config.WEB_DIST));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-correlation-id', request.id);
  });
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
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
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
