import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A listing photo's pixel size, and its thumbnail as a row of its own pointing at the photo
  // (`variant_of`), deleted with it.
  await sql`
    alter table uploaded_objects
      add column width integer,
      add column height integer,
      add column variant_of uuid`.execute(db);
  await sql`create index uploaded_objects_variant_of on uploaded_objects (variant_of) where variant_of is not null`.execute(db);
}
