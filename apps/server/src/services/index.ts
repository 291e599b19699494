import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { sessionsService } from './sessions.service';

/** Every service, wired once per app; routes reach them as `app.services`. */
export function createServices(db: Kysely<Database>, config: Config) {
  return {
    sessions: sessionsService(db, {
      idleMs: config.SESSION_IDLE_HOURS * 3600_000,
      absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 3600_000,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
