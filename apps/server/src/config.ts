import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDERING_WINDOW_DAYS } from '@catering/domain';
import { z } from 'zod';
import { trustProxySetting } from './http/trust-proxy';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'data', 'catering.sqlite')),
    SUBSCRIPTION_KEYS: z
      .string()
      .default('catering-web-dev-key')
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(8)).min(1)),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
    /** production, development or test; production turns on secure cookies and turns off development pages. */
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    /** Secure cookies (HTTPS only); by default on in production, off elsewhere. */
    COOKIE_SECURE: booleanFromEnv.optional(),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO_DATA: booleanFromEnv.default(true),
    /** The proxies in front of the server (false, true = one hop, a hop count, or their addresses). */
    TRUST_PROXY: trustProxySetting.default(false),
    GEOCODING_PROVIDER: z.enum(['zipcodes']).default('zipcodes'),
    /** How often each process checks app_meta for a newer catalogue version. */
    CATALOGUE_RECHECK_SECONDS: z.coerce.number().min(0).default(30),
    /** How many days ahead an order may be placed. */
    ORDERING_WINDOW_DAYS: z.coerce.number().int().positive().default(ORDERING_WINDOW_DAYS),
    /** Minutes between housekeeping runs, which delete what has expired or been abandoned (0: never). */
    HOUSEKEEPING_MINUTES: z.coerce.number().min(0).default(60),
    /** Guest sessions one client address may start per minute (getstarted without a cookie). */
    NEW_SESSIONS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Card posts per client address and minute on the sandbox card page (e2e runs raise it: one address). */
    SANDBOX_CARD_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Write calls (order changes, submit, card tokens, delivery quotes) per session and minute. */
    SESSION_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Write calls per client address and minute, all sessions of that address together. */
    ADDRESS_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Loyalty points a Closed order earns per whole dollar of food after promotion (decision 128). */
    LOYALTY_POINTS_PER_DOLLAR: z.coerce.number().int().min(0).max(1000).default(10),
    /** Sign-in attempts (a password or a code checked) per client address and hour. */
    SIGN_INS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(30),
    /** Sign-in attempts per account (email) and hour, successes included. */
    SIGN_INS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Verification codes sent to one phone number per hour. */
    CODES_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** Verification codes sent at the request of one client address per hour. */
    CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Accounts created (sign-up or upgrade) from one client address per hour. */
    ACCOUNTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** Twilio's three settings together send text messages through it; without them, the outbox keeps them. */
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    /** Twilio's API origin (tests point it at a local server). */
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    /** Seconds between runs of the text-message worker (retries, and messages another server left). */
    SMS_WORKER_SECONDS: z.coerce.number().min(0).default(5),
    /** The sender of every email: its display name signs the email ("Name <address>"). */
    EMAIL_FROM: z
      .string()
      .regex(
        /^[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/,
        'an address or Name <address>',
      )
      .default('Verde Cantina Catering <orders@verdecantina.example>'),
    /** smtp:// or smtps:// with user and password: emails go through it; without it, the outbox keeps them. */
    EMAIL_SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The web app's public origin, for the links in emails (the order's confirmation page). */
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    /** The marketing host the web app takes its footer from, when not this service (SHELL-FOOTER-1). */
    MARKETING_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
    /** The catering phone line that emails give for changes within 24 hours. */
    CATERING_PHONE: z.string().min(1).default('1-800-555-0199'),
    /** Seconds between runs of the email worker (retries, and emails another server left). */
    EMAIL_WORKER_SECONDS: z.coerce.number().min(0).default(5),
    /** Migrate the database at start-up; false: refuse to start on a schema older than the code. */
    MIGRATE_ON_START: booleanFromEnv.default(true),
    /** Seconds between SIGTERM and closing the listener, while health answers 503 to the load balancer. */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(0),
    /** Seconds in-flight requests get to finish at shutdown before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
    /** Port of the Prometheus /metrics listener, apart from the public one (0: no metrics). */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  })
  .refine(
    (settings) =>
      [settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN, settings.TWILIO_FROM].filter(
        Boolean,
      ).length %
        3 ===
      0,
    {
      path: ['TWILIO_ACCOUNT_SID'],
      message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM come together',
    },
  )
  .transform(({ COOKIE_SECURE, ...settings }) => ({
    ...settings,
    COOKIE_SECURE: COOKIE_SECURE ?? settings.NODE_ENV === 'production',
  }));

export type Config = z.infer<typeof configSchema>;

/** Reads and validates every setting once; the only reader of process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The configuration tests start from: quiet logs, no demo data, explicit database. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    ...overrides,
  });
}
