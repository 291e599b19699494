import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES } from '@catering/domain';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { databaseAnswers } from '../../ops/database-ready';
import { isDraining } from '../../ops/draining';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
const liveSchema = z.object({ status: z.literal('ok') });

/**
 * Health (API-HEALTH-1): the response header carries the UI version. It is the readiness answer
 * a load balancer checks: 503 while the database does not answer or the server is draining.
 * /health/live is liveness: the process answers, whatever the database does.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Other'],
        summary: 'Readiness: the database answers and the server is not shutting down',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      reply.header('x-ui-version', app.uiVersion);
      if (isDraining(app) || !(await databaseAnswers(app.db))) {
        throw new AppError(503, ERROR_CODES.critical, MESSAGES.critical);
      }
      return { status: 'ok' as const, database: 'ok' as const, version: app.uiVersion };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['Other'],
        summary: 'Liveness: the process answers, without touching the database',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
