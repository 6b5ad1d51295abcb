import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { builtEntry } from '../support/entry-points';
import { startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const grantAdmin = (email: string) =>
  run(process.execPath, [builtEntry('services/command-api/src/members/grant-admin-cli.ts'), email], {
    env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn' },
  });

describe('operator: grant admin', () => {
  it('records admin for an existing member as an event, once', async () => {
    const client = app.client();
    const member = await client.signUp();
    expect((await client.get('/api/auth/me')).body.isAdmin).toBe(false);

    const { stdout } = await grantAdmin(member.email.toUpperCase());
    expect(stdout).toContain('is now an admin');
    await app.projector.caughtUp(await app.store.headPosition());
    expect((await client.get('/api/auth/me')).body.isAdmin).toBe(true);
    const events = await app.store.readStream(streams.member(member.id));
    expect(events.map((event) => event.type)).toEqual(['MemberRegistered', 'MemberGrantedAdmin']);

    expect((await grantAdmin(member.email)).stdout).toContain('was already an admin');
    expect(await app.store.readStream(streams.member(member.id))).toHaveLength(2);
  }, 60_000);

  it('fails clearly for an unknown email', async () => {
    await expect(grantAdmin('nobody@example.org')).rejects.toMatchObject({
      stderr: expect.stringContaining('No member is registered with nobody@example.org.'),
    });
  }, 60_000);

  it('marks the owner only when the owner email is an admin', async () => {
    const client = app.client();
    const owner = await client.signUp({ email: app.config.OWNER_EMAIL });
    expect(owner.user.isOwner).toBe(false);
    await grantAdmin(app.config.OWNER_EMAIL);
    await app.projector.caughtUp(await app.store.headPosition());
    expect((await client.get('/api/auth/me')).body).toMatchObject({ isAdmin: true, isOwner: true });
  }, 60_000);
});

describe('operator: projector status on PostgreSQL', () => {
  const projectorCli = (...args: string[]) =>
    run(process.execPath, [builtEntry('services/projector/src/cli.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: app.testDatabase.url, LOG_LEVEL: 'warn' },
    });

  it('shows each read model against the log head while the server runs', async () => {
    await app.client().signUp();
    const head = await app.store.headPosition();
    await app.projector.caughtUp(head);
    const { stdout } = await projectorCli('status');
    expect(stdout).toContain(`Read models: PostgreSQL (DATABASE_URL). Event log: PostgreSQL (DATABASE_URL), head at position ${head}.`);
    for (const name of app.projector.projections.map((projection) => projection.name)) {
      expect(stdout).toMatch(new RegExp(`^${name}\\s+${head}\\s+up to date`, 'm'));
    }
    expect(stdout).toMatch(/^settlement \(process\)\s+\d+\s+/m);
  }, 60_000);
});
