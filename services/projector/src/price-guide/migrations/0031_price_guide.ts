import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table price_guide_entries (
      id uuid primary key,
      item_name text not null,
      category text not null,
      subcategory text not null,
      description text not null,
      min_price_cents bigint not null,
      max_price_cents bigint not null,
      average_price_cents bigint not null,
      unit text not null,
      is_emergency_item boolean not null,
      position bigint not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index price_guide_entries_category on price_guide_entries (category, position)`.execute(db);
}
