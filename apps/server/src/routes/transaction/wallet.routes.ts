import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveWalletCardBodySchema, walletCardSchema, walletCardsSchema } from '@catering/domain';
import { sendAccountHash } from '../../http/account-hash';
import { errorResponses } from '../../http/error-responses';
import { limitWritesIn } from '../../http/rate-limit/rate-limits';
import { requireSessionFor } from '../session-scope';
import { walletTokenParamsSchema } from './wallet.schemas';

const tags = ['Transaction'];

/**
 * The wallet (API-PAY-1, ACC-WALLET-1 and 2): cards a full user keeps, as provider tokens with brand,
 * last four and expiry. A card comes in through card entry and tokenize; never its number.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSessionFor(app, 'fullUser');
  sendAccountHash(app);
  limitWritesIn(app);
  const customers = app.services.customers;

  app.get(
    '/transaction/wallet',
    {
      schema: {
        tags,
        summary: 'The saved cards, newest first',
        response: { 200: walletCardsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customers.walletCards(request.actor.customerId);
    },
  );

  app.post(
    '/transaction/wallet',
    {
      schema: {
        tags,
        summary: 'Saves a card this customer tokenized; saving it again changes nothing',
        body: saveWalletCardBodySchema,
        response: { 201: walletCardSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const card = await customers.saveWalletCard(request.actor.customerId, request.body);
      return reply.code(201).header('cache-control', 'no-store').send(card);
    },
  );

  app.delete(
    '/transaction/wallet/:tokenId',
    {
      schema: {
        tags,
        summary:
          'Deletes a saved card: its token pays for nothing afterwards; answers the cards left',
        params: walletTokenParamsSchema,
        response: { 200: walletCardsSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customers.deleteWalletCard(request.actor.customerId, request.params.tokenId);
    },
  );
};
