import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentsService } from '../payments.service';

/** What the customer services need from the rest of the app. */
export interface CustomerDeps {
  db: Kysely<Database>;
  now: () => number;
  payments: PaymentsService;
  /** Loyalty points a Closed order earns per whole dollar of food (ACC-LOYALTY-2). */
  loyaltyPointsPerDollar: number;
}
