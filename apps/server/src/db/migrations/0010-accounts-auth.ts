import { sql, type Kysely } from 'kysely';

// Accounts: a verified phone per full user, lockouts, verification codes and the text-message
// outbox (decisions 120 to 124). Portable types only, as in 0002.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('phone_verified_at', 'bigint').execute();
  // Full users made before verification existed count as verified.
  await sql`update customers set phone_verified_at = created_at where is_guest = 0`.execute(db);
  // A phone number belongs to one verified account; unverified sign-ups do not hold it.
  await db.schema
    .createIndex('customers_verified_phone_idx')
    .on('customers')
    .column('phone_number')
    .unique()
    .where(sql.ref('phone_verified_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('account_lockouts')
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('failed_attempts', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  // One live code per account; a resend replaces the code and keeps the attempts made.
  await db.schema
    .createTable('verification_codes')
    .addColumn('customer_id', 'varchar(36)', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('context', 'varchar(16)', (col) => col.notNull())
    .addColumn('phone_number', 'varchar(10)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('to_number', 'varchar(16)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('provider', 'varchar(16)')
    .addColumn('provider_message_id', 'varchar(64)')
    .addColumn('last_error', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_outbox_due_idx')
    .on('sms_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('sms_outbox_created_idx')
    .on('sms_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('account_lockouts').execute();
  await db.schema.dropIndex('customers_verified_phone_idx').execute();
  await db.schema.alterTable('customers').dropColumn('phone_verified_at').execute();
}
