import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { paymentsService } from './payments.service';
import { sessionsService } from './sessions.service';
import { ordersService } from './orders/orders.service';
import { customersService } from './customers/customers.service';
import { createCatalogueServices, type ServiceDependencies } from './catalogue-services';
import { createSmsSender } from '../adapters/sms';
import { smsDispatcher } from '../adapters/sms/sms-dispatcher';
import { abuseLimits } from './accounts/abuse-limits';
import { accountsService } from './accounts/accounts.service';

/** Every service, wired once per app; routes reach them as `app.services`. */
export function createServices(
  db: Kysely<Database>,
  config: Config,
  deps: ServiceDependencies = {},
) {
  const services = {
    ...createCatalogueServices(db, config, deps),
    sessions: sessionsService(db, {
      idleMs: config.SESSION_IDLE_HOURS * 3600_000,
      absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 3600_000,
    }),
    payments: paymentsService(db),
  };
  const orders = ordersService({ db, windowDays: config.ORDERING_WINDOW_DAYS, ...services });
  const sms = smsDispatcher(db, createSmsSender(config), { now: services.now, log: deps.log });
  const limits = abuseLimits(db, config, services.now);
  return {
    ...services,
    orders,
    sms,
    accounts: accountsService({
      db,
      now: services.now,
      sessions: services.sessions,
      orders,
      sms,
      limits,
    }),
    customers: customersService({
      db,
      now: services.now,
      payments: services.payments,
      loyaltyPointsPerDollar: config.LOYALTY_POINTS_PER_DOLLAR,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
