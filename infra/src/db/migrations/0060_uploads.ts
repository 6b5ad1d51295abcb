import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Blob storage written by the command API's upload route (bytes never enter the event log).
  await sql`
    create table stored_objects (
      id uuid primary key,
      owner_id uuid not null,
      content_type text not null,
      size integer not null,
      sha256 text not null,
      bytes bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Read model (uploads projection).
  await sql`
    create table uploaded_objects (
      id uuid primary key,
      owner_id uuid not null,
      purpose text not null,
      content_type text not null,
      size integer not null,
      sha256 text not null,
      uploaded_at timestamptz not null
    )`.execute(db);
  await sql`create index uploaded_objects_owner on uploaded_objects (owner_id, uploaded_at desc)`.execute(db);
}
