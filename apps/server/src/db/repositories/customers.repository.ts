import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
import { ORDER_STATUSES } from '@catering/domain';
import type { CustomersTable, Database } from '../schema';
import { preparedQuery } from '../prepared-query';

const customerById = preparedQuery((db, args: { id: string }) =>
  db.selectFrom('customers').selectAll().where('id', '=', args.id),
);

export type CustomerRow = CustomersTable;

/**
 * A session of the customer, or one that would transfer from the customer (a signed-in guest); the
 * customer is the row in scope (`customers.id`) or an order's (`orders.customer_id`).
 */
function sessionsLeadingTo(
  { exists, selectFrom }: ExpressionBuilder<Database, 'customers' | 'orders'>,
  customerId: 'customers.id' | 'orders.customer_id',
) {
  return [
    exists(
      selectFrom('sessions').select('token_hash').whereRef('sessions.customer_id', '=', customerId),
    ),
    exists(
      selectFrom('sessions')
        .select('token_hash')
        .whereRef('sessions.previous_customer_id', '=', customerId),
    ),
  ];
}

/** Persistence of customers, guests included (a guest is a customer without credentials). */
export function customersRepository(db: Kysely<Database>) {
  return {
    insert: (row: CustomerRow) => db.insertInto('customers').values(row).execute(),
    findById: (id: string) => customerById.first(db, { id }),
    /** The customer holding an email (stored lower-cased): a full user, unverified or not, or an upgrading guest. */
    findByEmail: (email: string) =>
      db.selectFrom('customers').selectAll().where('email_address', '=', email).executeTakeFirst(),
    /** True when a verified account other than `exceptId` has the phone number. */
    async isPhoneVerifiedElsewhere(phoneNumber: string, exceptId: string | null): Promise<boolean> {
      let query = db
        .selectFrom('customers')
        .select('id')
        .where('phone_number', '=', phoneNumber)
        .where('phone_verified_at', 'is not', null);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    /**
     * True when an account other than `exceptId` holds the email. Emails are stored lower-cased
     * (sign-up and the profile both lower-case them), so the column's unique index finds it; a
     * `lower(email_address)` here read every customer, guests included.
     */
    async isEmailTakenElsewhere(email: string, exceptId: string): Promise<boolean> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('email_address', '=', email.toLowerCase())
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Touches the customer row and reads it. As the first statement of a transaction it takes the
     * row lock on PostgreSQL and the write lock on SQLite, so one customer's changes (a sixth
     * address, two profile updates) queue instead of racing.
     */
    async lock(id: string, now: number): Promise<CustomerRow> {
      await db.updateTable('customers').set({ updated_at: now }).where('id', '=', id).execute();
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    /** Sign-up, verification and password changes write the account's own fields. */
    changeAccount: (id: string, changes: Updateable<CustomersTable>) =>
      db.updateTable('customers').set(changes).where('id', '=', id).execute(),
    /** Sign-ups never verified since `createdBefore`: they hold an email and nothing else. */
    async deleteUnverifiedAccounts(createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('customers')
        .where('is_guest', '=', 0)
        .where('phone_verified_at', 'is', null)
        .where('created_at', '<', createdBefore)
        .where(({ exists, not, or, selectFrom }) =>
          not(
            or([
              exists(
                selectFrom('sessions')
                  .select('token_hash')
                  .whereRef('sessions.customer_id', '=', 'customers.id'),
              ),
              exists(
                selectFrom('orders')
                  .select('orders.id')
                  .whereRef('orders.customer_id', '=', 'customers.id'),
              ),
            ]),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /**
     * Deletes guests created before `createdBefore` that nothing leads to any more: no session
     * (their own, or one that would transfer from them) and no order. Their payment tokens and
     * idempotency keys go with them (ON DELETE CASCADE). Guests marked as kept for their orders
     * are not read at all; the order check stays, so a guest is never deleted on the mark alone.
     */
    async deleteAbandonedGuests(createdBefore: number): Promise<number> {
      const result = await db
        .deleteFrom('customers')
        .where('is_guest', '=', 1)
        .where('kept_for_orders', '=', 0)
        .where('created_at', '<', createdBefore)
        .where((eb) =>
          eb.not(
            eb.or([
              ...sessionsLeadingTo(eb, 'customers.id'),
              eb.exists(
                eb
                  .selectFrom('orders')
                  .select('orders.id')
                  .whereRef('orders.customer_id', '=', 'customers.id'),
              ),
            ]),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Marks the guests created before `createdBefore` that have a placed order (any status but
     * Open): kept for good, so the guest sweep reads only the others from then on. Reads only the
     * guests not marked yet (`customers_guest_sweep_idx`). An open order does not keep a guest: an
     * idle cart is deleted, and its guest after it.
     */
    async markGuestsKeptForOrders(createdBefore: number): Promise<number> {
      const result = await db
        .updateTable('customers')
        .set({ kept_for_orders: 1 })
        .where('is_guest', '=', 1)
        .where('kept_for_orders', '=', 0)
        .where('created_at', '<', createdBefore)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.customer_id', '=', 'customers.id')
              .where('orders.status', '!=', ORDER_STATUSES.open),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Deletes the open orders (carts, edit drafts) of guests no session leads to any more, untouched
     * since `idleSince`: nobody can reach them again. Their items go with them (ON DELETE CASCADE).
     * Driven from the idle open orders (`orders_status_updated_idx`), a handful: asking first for
     * every unreachable guest read all guests, those who ordered too, on every run.
     */
    async deleteUnreachableGuestCarts(idleSince: number): Promise<number> {
      const result = await db
        .deleteFrom('orders')
        .where('status', '=', ORDER_STATUSES.open)
        .where('updated_at', '<', idleSince)
        .where((eb) =>
          eb.and([
            eb.exists(
              eb
                .selectFrom('customers')
                .select('customers.id')
                .whereRef('customers.id', '=', 'orders.customer_id')
                .where('customers.is_guest', '=', 1),
            ),
            eb.not(eb.or(sessionsLeadingTo(eb, 'orders.customer_id'))),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
