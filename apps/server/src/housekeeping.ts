import type { FastifyInstance } from 'fastify';
import { customersRepository } from './db/repositories/customers.repository';
import { deliveryQuotesRepository } from './db/repositories/delivery-quotes.repository';
import { outboxRepository } from './db/repositories/outbox.repository';
import { orderSharesRepository } from './db/repositories/order-shares.repository';
import { idempotencyKeysRepository } from './db/repositories/idempotency-keys.repository';
import { paymentClientTokensRepository } from './db/repositories/payment-client-tokens.repository';
import { rateLimitCountersRepository } from './db/repositories/rate-limit-counters.repository';
import { IDEMPOTENCY_KEY_TTL_MS } from './services/orders/idempotency';
import { purgeAccountLeftovers } from './services/accounts/account-housekeeping';
import { EMAIL_RETENTION_MS } from './services/emails/email-retention';

// A checkout may still hold the token id of a card entered with an expired client token: a day.
const CARD_TOKEN_GRACE_MS = 24 * 3600_000;
// An edit can move an order up to the ordering window later than when its link was made: links are
// kept well past the expiry they were made with.
const SHARE_LINK_GRACE_MS = 60 * 24 * 3600_000;

/** Rows deleted by one housekeeping run, per retention rule (decision 100). */
export type HousekeepingCounts = Record<string, number>;

/**
 * One housekeeping run at `now`: every table that grows without an order behind it has its
 * retention rule here. The deletes are idempotent, so every process may run them.
 */
export async function runHousekeeping(
  app: FastifyInstance,
  now = Date.now(),
): Promise<HousekeepingCounts> {
  const { db } = app;
  const idleSince = now - app.config.SESSION_IDLE_HOURS * 3600_000;
  const first = await app.services.sessions.purgeAbandoned(now);
  const guestCarts = await customersRepository(db).deleteUnreachableGuestCarts(idleSince);
  // The guests whose last cart just went have nothing left either.
  const second = guestCarts > 0 ? await app.services.sessions.purgeAbandoned(now) : { guests: 0 };
  return {
    sessions: first.sessions,
    guests: first.guests + second.guests,
    guestCarts,
    deliveryQuotes: await deliveryQuotesRepository(db).deleteExpiredUnheld(now),
    clientTokens: await paymentClientTokensRepository(db).deleteExpiredUnpaid(
      now - CARD_TOKEN_GRACE_MS,
    ),
    rateLimitCounters: await rateLimitCountersRepository(db).deleteEnded(now),
    idempotencyKeys: await idempotencyKeysRepository(db).deleteCreatedBefore(
      now - IDEMPOTENCY_KEY_TTL_MS,
    ),
    emails: await outboxRepository(db, 'email_outbox').deleteFinished(now - EMAIL_RETENTION_MS),
    orderShares: await orderSharesRepository(db).deleteEndedBefore(now - SHARE_LINK_GRACE_MS),
    ...(await purgeAccountLeftovers(db, now)),
  };
}

/**
 * Runs the service's housekeeping now and then every `intervalMs` while the app is up. The timer
 * does not keep the process alive; call the returned function before closing the app.
 */
export function startHousekeeping(app: FastifyInstance, intervalMs: number): () => void {
  const purge = async () => {
    try {
      const deleted = await runHousekeeping(app);
      if (Object.values(deleted).some((count) => count > 0)) {
        app.log.info(deleted, 'housekeeping deleted expired and abandoned rows');
      }
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed; it runs again at the next interval');
    }
  };
  const timer = setInterval(() => void purge(), intervalMs);
  timer.unref();
  void purge();
  return () => clearInterval(timer);
}
