import type { Kysely } from 'kysely';

// The diet split an item was planned for (decision 221), as JSON { vegetarian, vegan, dairyFree };
// null when none was given. It follows the item everywhere the row is copied or moved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('diet_split_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('diet_split_json').execute();
}
