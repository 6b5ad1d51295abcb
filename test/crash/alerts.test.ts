import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { FAILPOINTS_VARIABLE, ProcessCheckpoint } from '@barteraid/infra';
import { builtEntry } from '../support/entry-points';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/**
 * The alert matcher killed (SIGKILL) between deciding a listing's matches and recording them, and
 * between recording them and moving its checkpoint, then started again: the listing reaches the
 * alert exactly once, and the bell rings once.
 */
let app: TestApp;

beforeAll(async () => {
  // The app's own matcher never runs here: the child process matches.
  app = await startTestApp({}, { alerts: { reactor: false, digestSweepMs: 3_600_000 } });
});
afterAll(async () => {
  await app?.stop();
});

function runMatcher(failpoint?: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtEntry('test/crash/alerts-child.ts'), app.testDatabase.url], {
      env: { ...process.env, [FAILPOINTS_VARIABLE]: failpoint ? `${failpoint}=exit` : '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

describe('the alert matcher across crashes', () => {
  it('records a listing’s match once, killed before recording and before its checkpoint', async () => {
    const watcher = await signedUpMember(app);
    const owner = await signedUpMember(app);
    const saved = await watcher.client.post('/api/alerts', { query: 'generator', frequency: 'instant' }, { 'Idempotency-Key': randomUUID() });
    expect(saved.status).toBe(201);
    // The matcher starts from here (a first start would begin at the head, after the listing).
    await new ProcessCheckpoint(app.database.db, 'alerts').ensure(await app.store.headPosition());
    const listingId = randomUUID();
    await given(app, by(owner.id, existingStream(streams.listing(listingId), {
      type: 'ListingPosted',
      data: {
        listingId, ownerId: owner.id, title: 'Portable generator', description: 'Gas, 2 kW.', category: 'tools-equipment', type: 'offer',
        creditsCents: 1500, location: 'Houston, TX', isUrgent: false, place: null, postedAt: new Date().toISOString(),
      },
    })));

    const beforeRecord = await runMatcher('alerts.before-record');
    expect(beforeRecord.signal).toBe('SIGKILL');
    expect(await app.store.readStream(streams.alertMatches(listingId))).toEqual([]);

    const beforeCheckpoint = await runMatcher('alert-reactor.before-checkpoint');
    expect(beforeCheckpoint.signal).toBe('SIGKILL');
    expect(await app.store.readStream(streams.alertMatches(listingId))).toHaveLength(1);

    const clean = await runMatcher();
    expect(clean.output).toContain('finished without crashing');
    const recorded = await app.store.readStream(streams.alertMatches(listingId));
    expect(recorded).toHaveLength(1);
    expect((recorded[0]!.data as { matches: { memberId: string }[] }).matches.map((match) => match.memberId)).toEqual([watcher.id]);

    await readModelsAt(app);
    const bell = (await watcher.client.get('/api/notifications')).body as { link: string }[];
    expect(bell.filter((row) => row.link === `/listings/${listingId}`)).toHaveLength(1);
  });
});
