import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus, type MemberNotification } from '@barteraid/infra';
import { streams } from '@barteraid/events';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { Projector } from './projector';
import { allProjections } from './projections';
import { membersProjection } from './members/projection';
import { creditsProjection } from './credits/projection';
import type { Projection } from './projection';
import { tableSnapshot } from '../../../test/support/read-models';

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
const snapshot = (projections: Projection[]) =>
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
    await app.database.db.deleteFrom('ledger_entries').execute();
    await app.database.db.deleteFrom('member_balances').execute();
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
    await app.database.db.deleteFrom('projection_checkpoints').where('projection', '=', name).execute();
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
      async apply(event, _trx, outbox) {
        if (event.type === 'CreditsGranted') outbox.notify(event.data.memberId, { type: 'credits_update' });
      },
    };
    const slow: Projection = {
      name: `slow_${suffix}`,
      tables: [],
      async apply(event) {
        if (event.type === 'CreditsGranted') await gate;
      },
    };
    const head = await app.store.headPosition();
    for (const projection of [notifying, slow]) {
      await app.database.db.insertInto('projection_checkpoints').values({ projection: projection.name, position: head, updated_at: new Date() }).execute();
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
    await app.database.db.updateTable('members').set({ first_name: 'Tampered' }).execute();
    const { stdout } = await run('npx', ['tsx', 'services/projector/src/cli.ts', 'rebuild', 'members'], {
      env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn' },
    });
    expect(stdout).toMatch(/members: rebuilt from \d+ events/);
    expect(await snapshot([membersProjection])).toEqual(before);
  }, 60_000);
});
