import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { openDatabase, preparedOf, type Database } from './database';

interface Tables {
  parcels: { id: number; label: string; weight: string; sent_at: Date };
}

let test: TestDatabase;
let database: Database;
let db: Kysely<Tables>;
let plain: Kysely<Tables>;

beforeAll(async () => {
  test = await createTestDatabase('prepared_statements');
  // One connection: every statement of a test meets the same backend and its prepared statements.
  database = await openDatabase({ url: test.url, poolSize: 1 });
  db = preparedOf(database.db) as unknown as Kysely<Tables>;
  plain = database.db as unknown as Kysely<Tables>;
  await sql`create table parcels (id int primary key, label text not null, weight bigint not null, sent_at timestamptz not null)`.execute(db);
  await db
    .insertInto('parcels')
    .values(Array.from({ length: 20 }, (_, index) => ({ id: index + 1, label: `parcel ${index + 1}`, weight: String(index * 1000), sent_at: new Date(Date.UTC(2026, 10, index + 1)) })))
    .execute();
});

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

const preparedStatements = () =>
  sql<{ statement: string; generic_plans: number; custom_plans: number }>`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`
    .execute(db)
    .then((result) => result.rows);

describe('statements with parameters, through the prepared handle', () => {
  it('are prepared once per connection, and after a few runs planned no more', async () => {
    const byId = (id: number) => db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (let id = 1; id <= 10; id++) expect((await byId(id)).label).toBe(`parcel ${id}`);
    const prepared = (await preparedStatements()).find((each) => each.statement.includes('from "parcels" where "id" = $1'));
    expect(prepared).toBeDefined();
    expect(prepared!.generic_plans + prepared!.custom_plans).toBe(10);
    // PostgreSQL's own rule: five custom plans, then the generic one when it costs no more.
    expect(prepared!.generic_plans).toBeGreaterThan(0);
  });

  it('answer with the same values, typed the same, as before', async () => {
    const row = await db.selectFrom('parcels').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 3, label: 'parcel 3', weight: 2000, sent_at: new Date(Date.UTC(2026, 10, 3)) });
  });

  it('still answer when a table changes its columns under a prepared statement', async () => {
    const whole = () => db.selectFrom('parcels').selectAll().where('id', '=', 4).executeTakeFirstOrThrow();
    expect(Object.keys(await whole())).toEqual(['id', 'label', 'weight', 'sent_at']);
    await sql`alter table parcels add column fragile boolean not null default false`.execute(db);
    expect(await whole()).toMatchObject({ id: 4, fragile: false });
    expect(await whole()).toMatchObject({ id: 4, fragile: false });
  });

  it('run unprepared past the connection’s share, and without parameters as they always did', async () => {
    for (let each = 0; each < 210; each++) {
      const row = await sql<{ n: number }>`select ${each}::int + ${1}::int as n ${sql.raw(`-- variant ${each}`)}`.execute(db);
      expect(row.rows[0]!.n).toBe(each + 1);
    }
    expect((await preparedStatements()).length).toBeLessThanOrEqual(200);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]!.one).toBe(1);
  });

  it('are not prepared through the database’s own handle, so a search is planned for its values', async () => {
    const before = (await preparedStatements()).length;
    for (let id = 1; id <= 3; id++) await plain.selectFrom('parcels').select('label').where('weight', '>=', String(id)).execute();
    expect((await preparedStatements()).length).toBe(before);
  });
});
