import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});

/** Health (API-HEALTH-1): the response header carries the UI version. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Other'],
        summary: 'Liveness, database reachability and the web app version',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      await sql`select 1`.execute(app.db);
      reply.header('x-ui-version', app.uiVersion);
      return { status: 'ok' as const, database: 'ok' as const, version: app.uiVersion };
    },
  );
};
