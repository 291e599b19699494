import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-catalogue';
import * as m0003 from './0003-payments';
import * as m0004 from './0004-orders';
import * as m0005 from './0005-shared-rate-limits';
import * as m0006 from './0006-retention-indexes';
import * as m0007 from './0007-idempotency-replay';
import * as m0010 from './0010-accounts-auth';
import * as m0011 from './0011-accounts-profile';
import * as m0012 from './0012-email-outbox';
import * as m0020 from './0020-order-shares';
import * as m0021 from './0021-diet-flags';
import * as m0022 from './0022-order-splits';
import * as m0023 from './0023-order-item-diet-split';
import * as m0024 from './0024-session-previous-customer-index';
import * as m0025 from './0025-edit-and-saved-card-indexes';
import * as m0026 from './0026-idle-orders-index';
import * as m0027 from './0027-sorted-lookup-indexes';
import * as m0028 from './0028-guests-kept-for-orders';
import * as m0029 from './0029-rate-limit-counters-unindexed-reset';

// Imported in code (a static provider): the file provider cannot load .ts under Vitest.
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-catalogue': m0002,
  '0003-payments': m0003,
  '0004-orders': m0004,
  '0005-shared-rate-limits': m0005,
  '0006-retention-indexes': m0006,
  '0007-idempotency-replay': m0007,
  '0010-accounts-auth': m0010,
  '0011-accounts-profile': m0011,
  '0012-email-outbox': m0012,
  '0020-order-shares': m0020,
  '0021-diet-flags': m0021,
  '0022-order-splits': m0022,
  '0023-order-item-diet-split': m0023,
  '0024-session-previous-customer-index': m0024,
  '0025-edit-and-saved-card-indexes': m0025,
  '0026-idle-orders-index': m0026,
  '0027-sorted-lookup-indexes': m0027,
  '0028-guests-kept-for-orders': m0028,
  '0029-rate-limit-counters-unindexed-reset': m0029,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
