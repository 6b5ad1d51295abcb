import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
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
  run(process.execPath, ['--import', 'tsx', 'services/command-api/src/members/grant-admin-cli.ts', email], {
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
