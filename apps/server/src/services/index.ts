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
import { createEmailSender, senderNameOf } from '../adapters/email';
import { emailDispatcher } from '../adapters/email/email-dispatcher';
import type { EmailSettings } from './emails/order-email-content';
import { abuseLimits } from './accounts/abuse-limits';
import { accountsService } from './accounts/accounts.service';

/** What order emails say and sign with, from the settings. */
function emailSettingsOf(config: Config): EmailSettings {
  return {
    from: config.EMAIL_FROM,
    productName: senderNameOf(config.EMAIL_FROM),
    publicSiteUrl: config.PUBLIC_SITE_URL,
    cateringPhone: config.CATERING_PHONE,
  };
}

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
  const emailSettings = emailSettingsOf(config);
  const emails = emailDispatcher(db, createEmailSender(config), {
    from: config.EMAIL_FROM,
    now: services.now,
    log: deps.log,
  });
  const orders = ordersService({
    db,
    windowDays: config.ORDERING_WINDOW_DAYS,
    ...services,
    emailSettings,
    emails,
  });
  const sms = smsDispatcher(db, createSmsSender(config), { now: services.now, log: deps.log });
  const limits = abuseLimits(db, config, services.now);
  return {
    ...services,
    orders,
    sms,
    emails,
    emailSettings,
    accounts: accountsService({
      db,
      now: services.now,
      sessions: services.sessions,
      orders,
      sms,
      emails,
      emailSettings,
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
