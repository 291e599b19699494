import { sql, type Kysely } from 'kysely';

// Which options a vegetarian, a vegan or someone avoiding dairy can eat, for the headcount planner
// (decision 220). Vegan implies vegetarian and dairy-free. A catalogue seeded before this
// migration gets the demo menu's flags here; a new one is seeded with them.
const VEGETARIAN_NOT_VEGAN = ['cheese', 'sour-cream', 'queso'];
const MEAT_WITHOUT_DAIRY = ['chicken', 'steak', 'barbacoa', 'carnitas'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_options')
    .addColumn('is_vegetarian', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('menu_options')
    .addColumn('is_dairy_free', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update menu_options set is_vegetarian = 1, is_dairy_free = 1 where is_vegan = 1`.execute(
    db,
  );
  await sql`update menu_options set is_vegetarian = 1 where id in (${sql.join(VEGETARIAN_NOT_VEGAN)})`.execute(
    db,
  );
  await sql`update menu_options set is_dairy_free = 1 where id in (${sql.join(MEAT_WITHOUT_DAIRY)})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu_options').dropColumn('is_dairy_free').execute();
  await db.schema.alterTable('menu_options').dropColumn('is_vegetarian').execute();
}
