import { sql, type Kysely } from 'kysely';

/** The photos each listing shows, in order (the listing-photos projection). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table listing_photos (
      listing_id uuid not null,
      position integer not null,
      object_id uuid not null,
      thumbnail_id uuid not null,
      width integer not null,
      height integer not null,
      thumbnail_width integer not null,
      thumbnail_height integer not null,
      alt text,
      primary key (listing_id, position)
    )`.execute(db);
  await sql`create index listing_photos_object on listing_photos (object_id)`.execute(db);
}
