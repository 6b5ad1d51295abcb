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

const snapshot = () => tableSnapshot(app.database.db, tablesOf(['blocks']));

describe('blocks read model', () => {
  it('rebuilds to exactly the rows it built incrementally', async () => {
    const [one, two, three] = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
    for (const [who, whom] of [[one, two], [one, three], [two, one]] as const) {
      expect((await who.client.post('/api/blocks', { memberId: whom.id })).status).toBe(201);
    }
    expect((await one.client.request('DELETE', `/api/blocks/${two.id}`)).status).toBe(200);
    expect((await one.client.post('/api/blocks', { memberId: two.id })).status).toBe(201);
    expect((await two.client.request('DELETE', `/api/blocks/${one.id}`)).status).toBe(200);

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.member_blocks).toHaveLength(2);
    const listed = (await one.client.get('/api/user/blocks')).body;

    await app.projector.rebuild('blocks');
    expect(await snapshot()).toEqual(incremental);
    expect((await one.client.get('/api/user/blocks')).body).toEqual(listed);
  });
});
