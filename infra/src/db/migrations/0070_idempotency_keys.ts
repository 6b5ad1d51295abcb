import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Request bookkeeping of the command API (not a read model): one row per Idempotency-Key a
  // caller sent, holding the claim while the request runs and then the answer to replay.
  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null,
      method text not null,
      path text not null,
      request_hash text not null,
      status text not null,
      claim_token text not null,
      locked_until timestamptz not null,
      response_status integer,
      response_headers jsonb,
      response_body bytea,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (scope, key)
    )`.execute(db);
  await sql`create index idempotency_keys_expiry on idempotency_keys (expires_at)`.execute(db);
}
