import fs from 'node:fs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainTextSchema } from '@catering/domain';
import { errorResponses } from '../../../http/error-responses';
import { invalidCardError } from '../payment-errors';
import { clientTokenError, clientTokenState, saveCard } from './sandbox-card-vault';
import { cardEntryPage, cardEntryUnavailablePage } from './sandbox-card-entry.page';
import { validateCardEntry } from './sandbox-card.validator';

const cardEntryScript = fs.readFileSync(new URL('./card-entry.js', import.meta.url), 'utf8');

const clientTokenSchema = z.string().min(1).max(128);
// Lengths and control characters only: the sandbox's own rules give each field a clear message,
// so empty is allowed here.
const cardText = plainTextSchema(100).default('');

const cardBodySchema = z.object({
  clientToken: clientTokenSchema,
  cardNumber: cardText,
  expiry: cardText,
  cvv: cardText,
  cardHolderName: cardText,
  billingZip: cardText,
});

/**
 * Log paths redacted even though Fastify does not log bodies: a card number or CVV must never reach
 * a log. A logged request never has a body at all: its serializer names what it keeps
 * (`http/request-log.ts`).
 */
export const CARD_DATA_LOG_PATHS = ['body.cardNumber', 'body.cvv', 'cardNumber', 'cvv'];

/** Attempts per client address and minute (max from config.SANDBOX_CARD_POSTS_PER_MINUTE); card testing is what this stops. */
export const CARD_POST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** The sandbox provider's own service, outside /api/v1: the card never reaches the ordering API. */
export const sandboxCardEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/card-entry',
    { schema: { hide: true, querystring: z.object({ clientToken: clientTokenSchema }) } },
    async (request, reply) => {
      const state = await clientTokenState(app.db, request.query.clientToken);
      reply.type('text/html; charset=utf-8');
      if (state === 'usable') return cardEntryPage(request.query.clientToken);
      const error = clientTokenError(state);
      return reply.code(error.statusCode).send(cardEntryUnavailablePage(error.message));
    },
  );

  app.get('/card-entry.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(cardEntryScript),
  );

  app.post(
    '/cards',
    {
      config: {
        rateLimit: { ...CARD_POST_RATE_LIMIT, max: app.config.SANDBOX_CARD_POSTS_PER_MINUTE },
      },
      schema: {
        hide: true,
        body: cardBodySchema,
        response: { 201: z.object({ saved: z.literal(true) }), ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { clientToken, ...entry } = request.body;
      const state = await clientTokenState(app.db, clientToken);
      if (state !== 'usable') throw clientTokenError(state);
      const checked = validateCardEntry(entry, new Date());
      if ('errors' in checked) throw invalidCardError(checked.errors);
      await saveCard(app.db, clientToken, checked.card);
      return reply.code(201).send({ saved: true as const });
    },
  );
};
