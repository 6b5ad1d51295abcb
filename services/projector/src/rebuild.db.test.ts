import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAILPOINTS_VARIABLE, FailpointTriggered, type EventStore, type ReadAllOptions, type RecordedEvent } from '@barteraid/infra';
import { builtEntry } from '../../../test/support/entry-points';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../../../test/support/test-app';
import { tableSnapshot } from '../../../test/support/read-models';
import { existingStream, given } from '../../../test/support/given';
import { streams } from '@barteraid/events';
import { Projector } from './projector';
import { allProjections } from './projections';
import { projectorDbOf } from './read-models';

const run = promisify(execFile);
const tables = allProjections.flatMap((projection) => projection.tables);
const names = allProjections.map((projection) => projection.name);
let app: TestApp;
let members: SignedUpMember[];

/** A marketplace with some history: members, listings posted, reworded, taken down and back. */
async function marketplace(count: number) {
  for (let i = 0; i < count; i++) {
    const member = members[i % members.length]!;
    const posted = await member.client.post('/api/listings', {
      title: `Portable generator ${i}`,
      description: 'Gas powered, drop off available after the storm.',
      category: 'tools-equipment',
      type: i % 2 ? 'offer' : 'need',
      credits: '12.50',
      location: 'Houston, TX',
      isUrgent: i % 3 === 0,
    });
    expect(posted.status).toBe(201);
    const id = posted.body.listing.id as string;
    if (i % 3 === 1) expect((await member.client.patch(`/api/listings/${id}`, { title: `Water filter ${i}` })).status).toBe(200);
    if (i % 4 === 2) expect((await member.client.post(`/api/listings/${id}/deactivate`, {})).status).toBe(200);
    if (i % 8 === 2) expect((await member.client.post(`/api/listings/${id}/reactivate`, {})).status).toBe(200);
    // Needs met and offers taken, renewals, reminders and expiries (the rule's events, as it writes them).
    if (i % 5 === 0) expect((await member.client.post(`/api/listings/${id}/status`, { status: i % 2 ? 'taken' : 'partly_met' })).status).toBe(200);
    if (i % 5 === 3) {
      const [type, title] = i % 2 ? (['offer', `Water filter ${i}`] as const) : (['need', `Portable generator ${i}`] as const);
      const at = new Date().toISOString();
      await given(
        app,
        existingStream(
          streams.listing(id),
          { type: 'ListingExpiryReminded', data: { listingId: id, ownerId: member.id, title, type, expiresAt: at, remindedAt: at } },
          { type: 'ListingExpired', data: { listingId: id, ownerId: member.id, title, type, isUrgent: false, expiredAt: at } },
        ),
      );
      if (i % 2 === 0) expect((await member.client.post(`/api/listings/${id}/renew`, {})).status).toBe(200);
    }
  }
  await app.projector.caughtUp(await app.store.headPosition());
}

const snapshot = () => tableSnapshot(app.database.db, tables);

/** Everything about the read models' tables a migration or a reader relies on, besides their rows. */
async function shape() {
  const { rows } = await sql<{ what: string }>`
    select format('column %s.%s %s %s %s %s', c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.generation_expression) as what
    from information_schema.columns c where c.table_schema = 'public' and c.table_name = any (${tables}::text[])
    union all
    select format('index %s', indexdef) from pg_indexes where schemaname = 'public' and tablename = any (${tables}::text[])
    union all
    select format('constraint %s %s', conname, pg_get_constraintdef(oid)) from pg_constraint
    where conrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace and relname = any (${tables}::text[]))
    union all
    select format('options %s %s', relname, reloptions) from pg_class
    where relnamespace = 'public'::regnamespace and reloptions is not null and relname in (select indexname from pg_indexes where tablename = any (${tables}::text[]))
    order by 1`.execute(app.database.db);
  return rows.map((row) => row.what);
}

async function rebuildSchemas(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname like 'rebuild\\_%' order by 1`.execute(app.database.db);
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  app = await startTestApp();
  members = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
  await marketplace(12);
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => {
  delete process.env[FAILPOINTS_VARIABLE];
});

describe('rebuilding into fresh tables', () => {
  it('swaps in tables of the live ones’ shape holding exactly the incrementally built rows, several read models at once in small batches', async () => {
    const incremental = await snapshot();
    const before = await shape();
    const projector = new Projector({ db: app.database.db, store: app.store, bus: null, projections: allProjections, rebuildConcurrency: 3, rebuildBatchSize: 7 });
    const head = await app.store.headPosition();
    expect(await projector.rebuild(names)).toBe(head);
    expect(await snapshot()).toEqual(incremental);
    expect(await shape()).toEqual(before);
    expect(await rebuildSchemas()).toEqual([]);
    for (const name of names) expect(await projector.checkpoint(name)).toBe(head);
  });

  it('rebuilds one batch at a time on a single connection (as on the embedded database) to the same rows', async () => {
    const incremental = await snapshot();
    const projector = new Projector({ db: app.database.db, store: app.store, bus: null, projections: allProjections, rebuildBatchSize: 5 });
    await projector.rebuild(names);
    expect(await snapshot()).toEqual(incremental);
  });

  it('leaves readers the live tables, whole, until the swap', async () => {
    const listed = (await app.client().get('/api/listings?limit=50')).body.listings;
    expect(listed.length).toBeGreaterThan(5);
    const seen: unknown[] = [];
    const projector = new Projector({ db: app.database.db, store: app.store, bus: null, projections: allProjections, rebuildBatchSize: 5 });
    await projector.rebuild(['listings'], () => {
      // Between committed batches, while the copies are half built.
      seen.push(app.client().get('/api/listings?limit=50').then((answer) => answer.body.listings));
    });
    expect(seen.length).toBeGreaterThan(3);
    for (const answer of await Promise.all(seen)) expect(answer).toEqual(listed);
    expect((await app.client().get('/api/listings?limit=50')).body.listings).toEqual(listed);
  });

  it('keeps live projection going meanwhile: what the log gains during a rebuild is in the swapped tables', async () => {
    const projector = new Projector({ db: app.database.db, store: app.store, bus: null, projections: allProjections, rebuildConcurrency: 2, rebuildBatchSize: 3 });
    let joined: Promise<SignedUpMember> | null = null;
    await projector.rebuild(['members', 'listings'], () => {
      joined ??= signedUpMember(app);
    });
    const newcomer = await joined!;
    await app.projector.caughtUp(await app.store.headPosition());
    expect(await projectorDbOf(app.database.db).selectFrom('members').select('id').where('id', '=', newcomer.id).executeTakeFirst()).toBeDefined();
    const live = await snapshot();
    await app.projector.rebuild(['members', 'listings']);
    expect(await snapshot()).toEqual(live);
  });

  it('applies under the swap’s locks what the log gained after the last batch, even a read model’s very first event', async () => {
    expect(await projectorDbOf(app.database.db).selectFrom('support_requests').select('id').execute()).toEqual([]);
    let sent: Promise<unknown> | null = null;
    /** The log as the rebuild reads it: the moment it finds no more, a visitor writes to support. */
    const store: EventStore = {
      name: app.store.name,
      atomicMultiStreamAppend: app.store.atomicMultiStreamAppend,
      append: (...args) => app.store.append(...args),
      appendMultiple: (writes) => app.store.appendMultiple(writes),
      readStream: (...args) => app.store.readStream(...args),
      readStreams: (names) => app.store.readStreams(names),
      subscribeToAll: (subscription) => app.store.subscribeToAll(subscription),
      headPosition: () => app.store.headPosition(),
      close: async () => undefined,
      async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
        const events = await app.store.readAll(options);
        if (events.length === 0 && !sent) {
          sent = app.client().post('/api/support/contact', { name: 'Ana Ruiz', email: 'ana@example.org', subject: 'Late', message: 'Written while the rebuild ran.' });
          await sent;
        }
        return events;
      },
    };
    const projector = new Projector({ db: app.database.db, store, bus: null, projections: allProjections, rebuildConcurrency: 2 });
    await projector.rebuild(names);
    expect(sent).not.toBeNull();
    expect(await projectorDbOf(app.database.db).selectFrom('support_requests').select('subject').execute()).toEqual([{ subject: 'Late' }]);
    expect(await rebuildSchemas()).toEqual([]);
    const rebuilt = await snapshot();
    await app.projector.rebuild(names);
    expect(await snapshot()).toEqual(rebuilt);
  });

  it('leaves the live tables as they were when it fails, and the next rebuild starts afresh', async () => {
    await projectorDbOf(app.database.db).updateTable('members').set({ first_name: 'Tampered' }).execute();
    const tampered = await snapshot();
    const checkpoints = await app.database.db.selectFrom('checkpoints').selectAll().where('kind', '=', 'projection').orderBy('name').execute();
    for (const failpoint of ['projector.rebuild.after-batch', 'projector.rebuild.before-swap']) {
      process.env[FAILPOINTS_VARIABLE] = failpoint;
      await expect(app.projector.rebuild(names)).rejects.toBeInstanceOf(FailpointTriggered);
      delete process.env[FAILPOINTS_VARIABLE];
      expect(await snapshot()).toEqual(tampered);
      expect(await app.database.db.selectFrom('checkpoints').selectAll().where('kind', '=', 'projection').orderBy('name').execute()).toEqual(checkpoints);
      expect(await rebuildSchemas()).toEqual([]);
    }
    await app.projector.rebuild(['members']);
    expect((await projectorDbOf(app.database.db).selectFrom('members').select('first_name').distinct().execute()).map((row) => row.first_name)).toEqual(['Test']);
  });

  it('survives being killed halfway: the live tables stay, and the next rebuild drops the copies left behind', async () => {
    const before = await snapshot();
    // Node itself, not through npx, so the signal that ends it is the child's own.
    const killed = run(process.execPath, [builtEntry('services/projector/src/cli.ts'), 'rebuild', '--all'], {
      env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn', [FAILPOINTS_VARIABLE]: 'projector.rebuild.after-batch=exit' },
    });
    await expect(killed).rejects.toMatchObject({ signal: 'SIGKILL' });
    expect((await rebuildSchemas()).length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);

    const { stdout } = await run(process.execPath, [builtEntry('services/projector/src/cli.ts'), 'rebuild', '--all'], {
      env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn' },
    });
    expect(stdout).toMatch(/rebuilt from \d+ events/);
    expect(await rebuildSchemas()).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a second rebuild of a read model another one is rebuilding', async () => {
    const other = new pg.Client({ connectionString: app.testDatabase.url });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('barteraid rebuild'), hashtext('listings'))`);
      await expect(app.projector.rebuild(['members', 'listings'])).rejects.toThrow('The listings read model is already being rebuilt by another process.');
      // Refused before it took anything: the other read model can be rebuilt at once.
      await app.projector.rebuild(['members']);
    } finally {
      await other.end();
    }
    await app.projector.rebuild(['listings']);
  });
});
