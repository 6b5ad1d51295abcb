import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { signUpAdmin, signedUpMember, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { by, existingStream, given, readModelsAt } from '../../../../test/support/given';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const snapshot = () => tableSnapshot(app.database.db, tablesOf(['credits']));

describe('the credits read models with credit lines', () => {
  it('rebuild to exactly the rows they built incrementally: lines, their changes, relief lines, overrides and write-offs', async () => {
    const admin = await signUpAdmin(app);
    const member = await signedUpMember(app, { membershipTier: 'free_assistance' });
    await given(
      app,
      by(admin.id, existingStream(streams.verification(member.id), {
        type: 'VerificationApproved',
        data: { submissionId: randomUUID(), memberId: member.id, verificationType: 'ebt', by: admin.id, reason: null, approvedAt: new Date().toISOString() },
      })),
    );
    await app.settlement.applyCreditLineRules();
    await readModelsAt(app);
    const endsAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    expect((await admin.client.post(`/api/admin/members/${member.id}/relief-lines`, { amount: '20.00', reason: 'Roof gone', endsAt })).status).toBe(201);
    expect((await admin.client.post('/api/admin/credits/debit', { userId: member.id, amount: '130.00', reason: 'Pantry', overrideReason: 'Agreed' })).status).toBe(201);
    expect((await member.client.post('/api/user/close', { password: member.password })).status).toBeLessThan(300);
    await readModelsAt(app);

    const incremental = await snapshot();
    expect(incremental.credit_line_changes!.filter((row) => row.includes(member.id)).length).toBeGreaterThanOrEqual(2);
    expect(incremental.relief_lines!.filter((row) => row.includes(member.id))).toHaveLength(1);
    expect(incremental.credit_line_overrides!.filter((row) => row.includes(member.id) && !row.includes('"position":null'))).toHaveLength(1);
    expect(incremental.debt_write_offs!.filter((row) => row.includes(member.id))).toHaveLength(1);

    await app.projector.rebuild('credits');
    expect(await snapshot()).toEqual(incremental);
  });
});
