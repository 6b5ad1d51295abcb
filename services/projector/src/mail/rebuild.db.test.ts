import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const snapshot = () => tableSnapshot(app.database.db, tablesOf(['mail_preferences']));
const outbox = () => app.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('mail preferences read model', () => {
  it('rebuilds to exactly the rows it built incrementally, and a rebuild adds nothing to the outbox', async () => {
    const [one, two] = [await signedUpMember(app), await signedUpMember(app)];
    const set = (who: typeof one, kind: string, enabled: boolean) =>
      who.client.request('PUT', '/api/user/mail-preferences', { preferences: [{ kind, enabled }] });
    expect((await set(one, 'trades', false)).status).toBe(200);
    expect((await set(one, 'chat_digest', false)).status).toBe(200);
    expect((await set(one, 'trades', true)).status).toBe(200);
    expect((await set(two, 'admin_messages', false)).status).toBe(200);
    expect((await one.client.request('PUT', '/api/user/mail-preferences', { preferences: [{ kind: 'nonsense', enabled: false }] })).status).toBe(400);

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.mail_preferences).toHaveLength(3);
    const listed = (await one.client.get('/api/user/mail-preferences')).body;
    expect(listed.preferences.filter((each: { enabled: boolean }) => !each.enabled).map((each: { kind: string }) => each.kind)).toEqual(['chat_digest']);
    const mails = await outbox();

    await app.projector.rebuild('mail_preferences');
    expect(await snapshot()).toEqual(incremental);
    expect((await one.client.get('/api/user/mail-preferences')).body).toEqual(listed);
    expect(await outbox()).toEqual(mails);
  });
});
