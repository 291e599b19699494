import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { paymentsService } from './payments.service';
import { sessionsService } from './sessions.service';
import { ordersService } from './orders/orders.service';
import { createCatalogueServices, type ServiceDependencies } from './catalogue-services';

/** Every service, wired once per app; routes reach them as `app.services`. */
export function createServices(db: Kysely<Database>, config: Config, deps: ServiceDependencies = {}) {
  const services = {
    ...createCatalogueServices(db, config, deps),
    sessions: sessionsService(db, {
      idleMs: config.SESSION_IDLE_HOURS * 3600_000,
      absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 3600_000,
    }),
    payments: paymentsService(db),
  };
  return { ...services, orders: ordersService({ db, windowDays: config.ORDERING_WINDOW_DAYS, ...services }) };
}

export type Services = ReturnType<typeof createServices>;
