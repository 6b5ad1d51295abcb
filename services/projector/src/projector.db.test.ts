import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus, PostgresEventStore, type MemberNotification, type ReadAllOptions, type RecordedEvent, type SubscribeOptions } from '@barteraid/infra';
import { streams } from '@barteraid/events';
import { builtEntry } from '../../../test/support/entry-points';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { Projector } from './projector';
import { allProjections } from './projections';
import { membersProjection } from './members/projection';
import { creditsProjection } from './credits/projection';
import type { Projection } from './projection';
import { tableSnapshot } from '../../../test/support/read-models';
import { projectorDbOf } from './read-models';

const run = promisify(execFile);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  for (let i = 0; i < 4; i++) await app.client().signUp();
});
afterAll(async () => {
  await app?.stop();
});

/** Every row of every table a projection owns, in a stable order. */
const snapshot = (projections: readonly Projection[]) =>
  tableSnapshot(app.database.db, projections.flatMap((projection) => projection.tables));

async function countRows(table: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(app.database.db);
  return rows[0]!.count;
}

describe('projector', () => {
  it('rebuilds every projection to exactly the rows it built incrementally', async () => {
    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot(allProjections);
    expect(incremental.members!.length).toBeGreaterThanOrEqual(4);
    for (const projection of allProjections) await app.projector.rebuild(projection.name);
    expect(await snapshot(allProjections)).toEqual(incremental);
  });

  it('rolls back a batch that fails midway, then applies it exactly once', async () => {
    const name = `credits_crash_${randomUUID().slice(0, 6)}`;
    await projectorDbOf(app.database.db).deleteFrom('ledger_entries').execute();
    await projectorDbOf(app.database.db).deleteFrom('member_balances').execute();
    const events = await app.store.readAll({ after: 0, maxCount: 10_000 });
    const ledgerEvents = events.filter((event) => event.type === 'WelcomeBonusGranted').length;
    expect(ledgerEvents).toBeGreaterThanOrEqual(4);

    // A projection that "crashes" after it has written part of the batch.
    let applied = 0;
    const crashing: Projection = {
      ...creditsProjection,
      name,
      async apply(event, trx, outbox) {
        await creditsProjection.apply(event, trx, outbox);
        if (event.type === 'WelcomeBonusGranted' && ++applied === 3) throw new Error('process died here');
      },
    };
    const projector = new Projector({ db: app.database.db, store: app.store, bus: null, projections: [crashing] });
    await projector['ensureCheckpointRows']();
    await expect(projector.applyBatch(crashing, events, false)).rejects.toThrow('process died here');
    expect(await countRows('ledger_entries')).toBe(0);
    expect(await projector.checkpoint(name)).toBe(0);

    // Restarted: the same batch, then a duplicate delivery of it (crash after commit, before the reader moved on).
    const healthy: Projection = { ...creditsProjection, name };
    await projector.applyBatch(healthy, events, false);
    await projector.applyBatch(healthy, events, false);
    expect(await countRows('ledger_entries')).toBe(ledgerEvents);
    expect(await projector.checkpoint(name)).toBe(events[events.length - 1]!.position);
    await app.database.db.deleteFrom('checkpoints').where('kind', '=', 'projection').where('name', '=', name).execute();
    await app.projector.rebuild(creditsProjection.name);
  });

  it('publishes a notification only once every projection has passed the event that caused it', async () => {
    const bus = new InProcessBus();
    const received: MemberNotification[] = [];
    await bus.subscribe((notification) => received.push(notification));
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const suffix = randomUUID().slice(0, 6);
    const notifying: Projection = {
      name: `fast_${suffix}`,
      tables: [],
      handles: ['CreditsGranted'],
      async apply(event, _trx, outbox) {
        if (event.type === 'CreditsGranted') outbox.notify(event.data.memberId, { type: 'credits_update' });
      },
    };
    const slow: Projection = {
      name: `slow_${suffix}`,
      tables: [],
      handles: ['CreditsGranted'],
      async apply(event) {
        if (event.type === 'CreditsGranted') await gate;
      },
    };
    const head = await app.store.headPosition();
    for (const projection of [notifying, slow]) {
      await app.database.db.insertInto('checkpoints').values({ kind: 'projection', name: projection.name, position: head, updated_at: new Date() }).execute();
    }
    const projector = new Projector({ db: app.database.db, store: app.store, bus, projections: [notifying, slow] });
    await projector.start();
    try {
      const memberId = randomUUID();
      const appended = await app.store.append(
        streams.ledger(memberId),
        [
          {
            id: randomUUID(),
            type: 'CreditsGranted',
            data: { memberId, amountCents: 100, reason: 'test', description: 'Test', grantedBy: null, grantedAt: new Date().toISOString() },
            metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
          },
        ],
        'no_stream',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
      openGate();
      expect(await projector.caughtUp(appended.position, 5000)).toBe(true);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({ userId: memberId, payload: { type: 'credits_update' } });
    } finally {
      openGate();
      await projector.stop();
      await bus.close();
    }
  });

  it('rebuilds from the command line', async () => {
    const before = await snapshot([membersProjection]);
    await projectorDbOf(app.database.db).updateTable('members').set({ first_name: 'Tampered' }).execute();
    const { stdout } = await run(process.execPath, [builtEntry('services/projector/src/cli.ts'), 'rebuild', 'members'], {
      env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn' },
    });
    expect(stdout).toMatch(/members: rebuilt from \d+ events/);
    expect(await snapshot([membersProjection])).toEqual(before);
  }, 60_000);
});

/** The real PostgreSQL store, counting how often each event is read from the log and how many subscriptions follow it. */
class CountingStore extends PostgresEventStore {
  subscriptions = 0;
  readonly reads = new Map<number, number>();
  override subscribeToAll(options: SubscribeOptions) {
    this.subscriptions++;
    return super.subscribeToAll(options);
  }
  override async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    const events = await super.readAll(options);
    for (const event of events) this.reads.set(event.position, (this.reads.get(event.position) ?? 0) + 1);
    return events;
  }
}

describe('one log reader', () => {
  const SEEN = 'projector_test_seen';
  beforeAll(async () => {
    await sql`create table if not exists ${sql.table(SEEN)} (projection text not null, position bigint not null)`.execute(app.database.db);
  });

  /** A projection that records, in its own transaction, every event it is handed. */
  const recorder = (name: string, handles: Projection['handles'], fail?: (event: { id: string }) => boolean): Projection => ({
    name,
    tables: [],
    handles,
    async apply(event, trx) {
      await sql`insert into ${sql.table(SEEN)} (projection, position) values (${name}, ${event.position})`.execute(trx);
      if (fail?.(event)) throw new Error(`${name} cannot handle ${event.id}`);
    },
  });

  /** Positions a projection has recorded, with repeats. */
  async function seen(name: string): Promise<number[]> {
    const { rows } = await sql<{ position: string }>`select position from ${sql.table(SEEN)} where projection = ${name} order by position`.execute(app.database.db);
    return rows.map((row) => Number(row.position));
  }

  async function startAtHead(store: CountingStore, projections: Projection[]): Promise<Projector> {
    const head = await store.headPosition();
    for (const projection of projections) {
      await app.database.db.insertInto('checkpoints').values({ kind: 'projection', name: projection.name, position: head, updated_at: new Date() }).execute();
    }
    const projector = new Projector({ db: app.database.db, store, bus: null, projections, retryDelayMs: 50 });
    await projector.start();
    return projector;
  }

  async function grant(store: CountingStore): Promise<{ id: string; position: number }> {
    const memberId = randomUUID();
    const id = randomUUID();
    const appended = await store.append(
      streams.ledger(memberId),
      [
        {
          id,
          type: 'CreditsGranted',
          data: { memberId, amountCents: 100, reason: 'test', description: 'Test', grantedBy: null, grantedAt: new Date().toISOString() },
          metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
        },
      ],
      'no_stream',
    );
    return { id, position: appended.position };
  }

  it('reads each event once, whatever the number of projections, and moves even the checkpoints of projections it had nothing for', async () => {
    const suffix = randomUUID().slice(0, 6);
    const store = new CountingStore(app.database, { pollIntervalMs: 50 });
    const first = recorder(`first_${suffix}`, ['CreditsGranted']);
    const second = recorder(`second_${suffix}`, ['CreditsGranted', 'SupportRequestSubmitted']);
    const idle = recorder(`idle_${suffix}`, ['PriceGuideEntryPublished']);
    const projector = await startAtHead(store, [first, second, idle]);
    try {
      const granted = [await grant(store), await grant(store), await grant(store)].map((each) => each.position);
      const last = granted[granted.length - 1]!;
      expect(await projector.caughtUp(last, 5000)).toBe(true);
      expect(store.subscriptions).toBe(1);
      for (const position of granted) expect(store.reads.get(position)).toBe(1);
      expect(await seen(first.name)).toEqual(granted);
      expect(await seen(second.name)).toEqual(granted);
      expect(await seen(idle.name)).toEqual([]);
      expect(await projector.checkpoint(idle.name)).toBe(last);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  it('lets a failing projection retry alone from its checkpoint while the others go on, then takes it back, losing and doubling nothing', async () => {
    const suffix = randomUUID().slice(0, 6);
    const store = new CountingStore(app.database, { pollIntervalMs: 50 });
    let broken = true;
    let poison = '';
    const steady = recorder(`steady_${suffix}`, ['CreditsGranted']);
    const flaky = recorder(`flaky_${suffix}`, ['CreditsGranted'], (event) => broken && event.id === poison);
    const idle = recorder(`idle_${suffix}`, ['SupportRequestSubmitted']);
    const projector = await startAtHead(store, [steady, flaky, idle]);
    try {
      const before = await grant(store);
      const bad = await grant(store);
      poison = bad.id;
      const after = [await grant(store), await grant(store)];
      const granted = [before, bad, ...after].map((each) => each.position);
      const last = granted[granted.length - 1]!;

      // The others are not held up by the failing one.
      await expect.poll(() => seen(steady.name)).toEqual(granted);
      await expect.poll(() => projector.checkpoint(idle.name)).toBe(last);
      expect(projector.catchingUpAlone).toEqual([flaky.name]);
      expect(await projector.checkpoint(flaky.name)).toBeLessThan(bad.position);
      // ...and nobody claims it is current.
      expect(await projector.caughtUp(last, 300)).toBe(false);

      broken = false;
      expect(await projector.caughtUp(last, 5000)).toBe(true);
      expect(await projector.checkpoint(flaky.name)).toBe(last);
      // Its failed attempts were rolled back: every event recorded exactly once.
      expect(await seen(flaky.name)).toEqual(granted);

      // Caught up, it rides the shared reader again (at the start of a later batch).
      const more: number[] = [];
      for (let i = 0; i < 20 && projector.catchingUpAlone.length > 0; i++) {
        more.push((await grant(store)).position);
        expect(await projector.caughtUp(more[more.length - 1]!, 5000)).toBe(true);
      }
      expect(projector.catchingUpAlone).toEqual([]);
      const final = (await grant(store)).position;
      expect(await projector.caughtUp(final, 5000)).toBe(true);
      expect(store.reads.get(final)).toBe(1);
      for (const projection of [steady, flaky]) expect(await seen(projection.name)).toEqual([...granted, ...more, final]);
      expect(await projector.checkpoint(idle.name)).toBe(final);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  it('leaves a projection whose checkpoint a rebuild holds to catch up alone, without holding the others', async () => {
    await app.projector.caughtUp(await app.store.headPosition());
    const memberId = randomUUID();
    let appended = 0;
    await projectorDbOf(app.database.db).transaction().execute(async (trx) => {
      // What a rebuild of the credits read model does first.
      await trx.selectFrom('checkpoints').select('position').where('kind', '=', 'projection').where('name', '=', 'credits').forUpdate().execute();
      appended = (
        await app.store.append(
          streams.ledger(memberId),
          [
            {
              id: randomUUID(),
              type: 'CreditsGranted',
              data: { memberId, amountCents: 700, reason: 'test', description: 'Test', grantedBy: null, grantedAt: new Date().toISOString() },
              metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
            },
          ],
          'no_stream',
        )
      ).position;
      await expect.poll(() => app.projector.checkpoint('admin_analytics')).toBeGreaterThanOrEqual(appended);
      expect(await app.projector.checkpoint('members')).toBeGreaterThanOrEqual(appended);
      expect(await app.projector.caughtUp(appended, 300)).toBe(false);
    });
    expect(await app.projector.caughtUp(appended, 5000)).toBe(true);
    const balance = await projectorDbOf(app.database.db).selectFrom('member_balances').select('balance_cents').where('member_id', '=', memberId).executeTakeFirst();
    expect(Number(balance?.balance_cents)).toBe(700);
  });
});
