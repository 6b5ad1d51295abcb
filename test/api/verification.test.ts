import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { tinyPdf } from '../support/images';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

async function signedInAdmin() {
  const client = app.client();
  const admin = await client.signUp();
  const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
  await app.projector.caughtUp(position ?? (await app.store.headPosition()));
  return { client, ...admin };
}

const ebt = (overrides: Record<string, unknown> = {}) => ({
  verificationType: 'ebt',
  formData: { ebtCardNumber: '4321', issuingState: 'Louisiana', householdSize: '4', monthlyBenefit: '$512' },
  documents: ['ebt-front.jpg'],
  status: 'approved',
  ...overrides,
});

/** Uploads a verification document the way the client does: ask for a URL, then PUT the bytes. */
async function uploadDocument(client: ApiClient): Promise<string> {
  const requested = await client.post('/api/objects/upload', { purpose: 'verification-document' });
  expect(requested.status).toBe(200);
  const csrf = decodeURIComponent(client.cookies.get('barteraid.csrf') ?? '');
  const put = await fetch(`${client.baseUrl}${requested.body.uploadURL}`, {
    method: 'PUT',
    headers: { cookie: client.cookieHeader(), 'x-csrf-token': csrf, 'content-type': 'application/pdf' },
    body: tinyPdf(),
  });
  expect(put.status).toBeLessThan(300);
  return requested.body.objectId as string;
}

const notifications = async (client: ApiClient) => (await client.get('/api/notifications')).body as { title: string; description: string }[];

describe('verification: POST and GET /api/user/verification', () => {
  it('needs a signed-in member', async () => {
    const visitor = app.client();
    expect((await visitor.post('/api/user/verification', ebt())).status).toBe(401);
    expect((await visitor.get('/api/user/verification')).status).toBe(401);
  });

  it('answers 400 with a clear message and the field for each problem, and records nothing', async () => {
    const stranger = app.client();
    await stranger.signUp();
    const client = app.client();
    const member = await client.signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ verificationType: '' }, 'Missing Information: Please choose a verification type.', 'verificationType'],
      [{ verificationType: 'military' }, 'Invalid Verification Type: Choose ebt, church, government or business.', 'verificationType'],
      [
        { formData: { ...ebt().formData, ebtCardNumber: '6011000990139424' } },
        'EBT Card Number: Please enter only the last 4 digits of your card.',
        'formData.ebtCardNumber',
      ],
      [{ formData: { ...ebt().formData, issuingState: 'Ontario' } }, 'Issuing State: Please choose one of the 50 US states.', 'formData.issuingState'],
      [{ formData: { ...ebt().formData, householdSize: 'many' } }, 'Household Size must be a whole number from 1 to 50.', 'formData.householdSize'],
      [{ formData: { ...ebt().formData, monthlyBenefit: '' } }, 'Missing Information: Please enter your monthly benefit.', 'formData.monthlyBenefit'],
      [{ documents: [] }, 'Missing Documents: Please upload at least one document.', 'documents'],
      [{ documents: ['virus.exe'] }, 'Invalid File Type: Documents must be PDF, JPG, JPEG or PNG files.', 'documents.0.name'],
      [
        { documents: [{ name: 'letter.pdf', objectId: randomUUID() }] },
        'Upload Missing: letter.pdf was not uploaded. Please choose the file again.',
        'documents.0.objectId',
      ],
      [
        { documents: ['a.pdf', { name: 'theirs.pdf', objectId: await uploadDocument(stranger) }] },
        'Upload Missing: theirs.pdf was not uploaded. Please choose the file again.',
        'documents.1.objectId',
      ],
    ];
    for (const [overrides, message, field] of cases) {
      const response = await client.post('/api/user/verification', ebt(overrides));
      expect(response.status, message).toBe(400);
      expect(response.body).toMatchObject({ message, field });
    }
    expect(await app.store.readStream(`verification-${member.id}`)).toEqual([]);
    expect((await client.get('/api/user/verification')).body).toEqual({ status: 'none', verified: false, canSubmit: true, submission: null });
  });

  it('records a pending submission (whatever status the client sends), keeps only the last 4 card digits, and refuses a second one', async () => {
    const client = app.client();
    const member = await client.signUp();
    const objectId = await uploadDocument(client);
    const submitted = await client.post('/api/user/verification', ebt({ documents: ['ebt-front.jpg', { name: 'benefits-letter.pdf', objectId: `/api/objects/${objectId}` }] }));
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      message: 'Verification Submitted: We will review your documents within 3-5 business days.',
      verification: { verificationType: 'ebt', status: 'pending' },
    });

    const mine = await client.get('/api/user/verification');
    expect(mine.body).toMatchObject({
      status: 'pending',
      verified: false,
      canSubmit: false,
      submission: {
        id: submitted.body.verification.id,
        verificationType: 'ebt',
        formData: { ebtCardNumber: '4321', issuingState: 'Louisiana', householdSize: 4, monthlyBenefit: '$512' },
        documents: [
          { name: 'ebt-front.jpg', objectId: null, url: null },
          { name: 'benefits-letter.pdf', objectId, url: `/api/objects/${objectId}` },
        ],
        status: 'pending',
        decidedAt: null,
        reason: null,
      },
    });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ verified: false, verificationStatus: 'pending' });

    const [event] = await app.store.readStream(`verification-${member.id}`);
    expect(event).toMatchObject({ type: 'VerificationSubmitted', metadata: { actorId: member.id } });
    expect((event!.data as { formData: unknown }).formData).toEqual({
      ebtCardNumber: '4321',
      issuingState: 'Louisiana',
      householdSize: 4,
      monthlyBenefit: '$512',
    });

    const again = await client.post('/api/user/verification', ebt({ verificationType: 'church' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Verification Pending: Your verification is already under review. Reviews take 3-5 business days.');
  });

  it('after a rejection the member may submit again; after approval the member, their listings and the bell show it', async () => {
    const admin = await signedInAdmin();
    const client = app.client();
    const member = await client.signUp();
    const listing = await client.post('/api/listings', {
      title: 'Bottled water, two cases',
      description: 'Two sealed cases of bottled water for anyone without running water.',
      category: 'food-water',
      type: 'offer',
      credits: '5',
      location: 'Baton Rouge, LA',
    });
    expect(listing.status).toBe(201);
    const listingId = listing.body.listing.id as string;
    const card = async () => (await client.get(`/api/listings/${listingId}`)).body.user;
    // Others see only whether the member is verified: pending and rejected are private.
    expect(await card()).toMatchObject({ verificationStatus: 'unverified', verified: false });

    expect((await client.post('/api/user/verification', ebt())).status).toBe(201);
    const rejected = await admin.client.patch(`/api/admin/users/${member.id}/verification`, { status: 'rejected', reason: 'The card photo is unreadable.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ message: 'User verification rejected successfully.', status: 'rejected', verified: false });
    expect((await client.get('/api/user/verification')).body).toMatchObject({
      status: 'rejected',
      canSubmit: true,
      submission: { status: 'rejected', reason: 'The card photo is unreadable.' },
    });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ verified: false, verificationStatus: 'rejected' });
    expect(await card()).toMatchObject({ verificationStatus: 'unverified', verified: false });
    expect(await notifications(client)).toContainEqual(
      expect.objectContaining({
        title: 'Verification rejected',
        description: 'Your EBT cardholder verification was not approved. Reason: The card photo is unreadable. You can correct it and submit again.',
      }),
    );

    const resubmitted = await client.post('/api/user/verification', ebt({ documents: ['ebt-front-clear.png'] }));
    expect(resubmitted.status).toBe(201);
    expect((await client.get('/api/auth/me')).body.verificationStatus).toBe('pending');

    const approved = await admin.client.patch(`/api/admin/users/${member.id}/verification`, { status: 'approved' });
    expect(approved.body).toMatchObject({ message: 'User verification approved successfully.', status: 'approved', verified: true });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ verified: true, verificationStatus: 'approved' });
    expect(await card()).toMatchObject({ verificationStatus: 'approved', verified: true });
    const search = await client.get('/api/listings?search=bottled%20water');
    expect(search.body.listings.find((each: { id: string }) => each.id === listingId).user).toMatchObject({ verified: true });
    expect(await notifications(client)).toContainEqual(expect.objectContaining({ title: 'Verification approved' }));
    expect((await client.get('/api/user/verification')).body).toMatchObject({
      status: 'approved',
      verified: true,
      canSubmit: false,
      submission: { id: resubmitted.body.verification.id, documents: [{ name: 'ebt-front-clear.png', objectId: null, url: null }] },
    });

    const events = await app.store.readStream(`verification-${member.id}`);
    expect(events.map((event) => event.type)).toEqual([
      'VerificationSubmitted',
      'VerificationRejected',
      'VerificationSubmitted',
      'VerificationApproved',
    ]);
    expect(events[1]).toMatchObject({ data: { by: admin.id, reason: 'The card photo is unreadable.' }, metadata: { actorId: admin.id } });
    expect(events[3]).toMatchObject({ data: { by: admin.id, reason: null }, metadata: { actorId: admin.id } });

    const afterApproval = await client.post('/api/user/verification', ebt());
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body.message).toBe('Already Verified: Your verification has already been approved.');
  });
});
