import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: SignedUpMember;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedUpMember(app);
  const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
  await app.projector.caughtUp(granted.position!);
});
afterAll(async () => {
  await app?.stop();
});

const tiers = (standard: string, others: string) => ({ standard, free_assistance: others, emergency_business: others, guest_trial: '0.00' });

describe('the credit line defaults as admins read them', () => {
  it('answers the built-in defaults, then each change newest first with who and why, and only to admins', async () => {
    const initial = await admin.client.get('/api/admin/credit-policy');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      policy: { tierLines: tiers('25.00', '50.00'), earnedStep: '5.00', earnedCap: '50.00', ceilings: { standard: null, free_assistance: null, emergency_business: null, guest_trial: null } },
      isDefault: true,
      changes: [],
    });

    const first = { tierLines: tiers('20.00', '50.00'), earnedStep: '5.00', earnedCap: '50.00', ceilings: { standard: '300.00', free_assistance: null, emergency_business: null, guest_trial: null }, reason: 'Newcomers treated 25 as free money' };
    const firstSaved = await admin.client.put('/api/admin/credit-policy', first);
    expect(firstSaved.status).toBe(200);
    expect(firstSaved.body.code).toBe('admin.creditPolicyChanged');
    const second = { ...first, earnedStep: '2.50', reason: 'Slower earned extension' };
    expect((await admin.client.put('/api/admin/credit-policy', second)).status).toBe(200);

    const read = await admin.client.get('/api/admin/credit-policy');
    expect(read.status).toBe(200);
    expect(read.body.isDefault).toBe(false);
    expect(read.body.policy).toEqual({ tierLines: tiers('20.00', '50.00'), earnedStep: '2.50', earnedCap: '50.00', ceilings: first.ceilings });
    expect(read.body.changes.map((change: { reason: string; changedBy: string }) => [change.reason, change.changedBy])).toEqual([
      ['Slower earned extension', admin.username],
      ['Newcomers treated 25 as free money', admin.username],
    ]);
    expect(read.body.changes[1].policy.earnedStep).toBe('5.00');
    expect(Date.parse(read.body.changes[0].changedAt)).not.toBeNaN();

    const member = await signedUpMember(app);
    const refused = await member.client.get('/api/admin/credit-policy');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('admin.adminOnly');
    expect((await app.client().get('/api/admin/credit-policy')).status).toBe(401);
  });

  it('refuses a bad change with a 400 naming the field, and keeps the defaults as they were', async () => {
    const before = (await admin.client.get('/api/admin/credit-policy')).body;
    const good = { tierLines: tiers('25.00', '50.00'), earnedStep: '5.00', earnedCap: '50.00', ceilings: { standard: null, free_assistance: null, emergency_business: null, guest_trial: null }, reason: 'A try' };
    for (const bad of [
      { ...good, earnedStep: '-5.00' },
      { ...good, earnedCap: 'lots' },
      { ...good, tierLines: { ...good.tierLines, standard: '12.345' } },
      { ...good, reason: '   ' },
      { ...good, ceilings: undefined },
    ]) {
      const refused = await admin.client.put('/api/admin/credit-policy', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String), field: expect.any(String) }));
    }
    expect((await admin.client.get('/api/admin/credit-policy')).body).toEqual(before);
  });
});
