import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAILPOINTS_VARIABLE } from '@barteraid/infra';
import { eventually } from '../support/eventually';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

// Mail against a real SMTP server started here: what arrives is read back as a mail client would.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'BarterAid <help@barteraid.test>', PUBLIC_URL: 'http://barteraid.test' },
    { mail: { digestWindowMs: 3000, sweepIntervalMs: 100 } },
  );
  admin = await signUpAdmin(app);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);
const arrives = (email: string, subject: RegExp) =>
  eventually(
    () => {
      const mail = mailsTo(email).find((each) => subject.test(each.subject));
      expect(mail, `a mail "${subject}" to ${email}`).toBeDefined();
      return mail!;
    },
    { timeoutMs: 20_000 },
  );
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = mail.text.match(new RegExp(`http://barteraid\\.test${path.replace(/[?]/g, '\\?')}[^\\s]*`));
  expect(match, `a link to ${path} in ${mail.text}`).not.toBeNull();
  return new URL(match![0]);
};
/** Waits until the mail reactor has handled everything written so far. */
const reactorDone = async () => expect(await app.mail.reactor!.caughtUp(await app.store.headPosition(), 20_000)).toBe(true);

async function offer(owner: SignedUpMember, title: string) {
  const res = await owner.client.post('/api/listings', {
    title,
    description: 'Two folding chairs and a small table, pick up only.',
    category: 'tools-equipment',
    type: 'offer',
    credits: '5.00',
    location: 'Houston, TX',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.listing.id as string;
}
async function propose(initiator: SignedUpMember, listingId: string) {
  const res = await initiator.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday morning' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('mail over SMTP', () => {
  it('mails a working password reset link', async () => {
    const member = await signedUpMember(app);
    expect((await app.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
    const mail = await arrives(member.email, /Reset your BarterAid password/);
    expect(mail.html).toContain('/auth/reset-password?token=');
    expect(mail.listUnsubscribe).toBeNull();
    const token = linkIn(mail, '/auth/reset-password?').searchParams.get('token')!;
    const reset = await app.client().post('/api/auth/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await app.client().post('/api/auth/login', { email: member.email, password: 'a-brand-new-password' })).status).toBe(200);
  });

  it('mails a trade proposal to the owner and the acceptance to the proposer, with a link and List-Unsubscribe', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const tradeId = await propose(buyer, await offer(owner, 'Folding chairs'));
    const proposal = await arrives(owner.email, /New trade proposal: Folding chairs/);
    expect(proposal.text).toContain(buyer.username);
    expect(linkIn(proposal, '/messages?').searchParams.get('trade')).toBe(tradeId);
    expect(proposal.listUnsubscribe).toMatch(/^<http:\/\/barteraid\.test\/mail\/unsubscribe\?token=[^>]+>$/);
    expect(proposal.html).toContain('unsubscribe');

    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
    const accepted = await arrives(buyer.email, /Trade accepted: Folding chairs/);
    expect(linkIn(accepted, '/messages?').searchParams.get('trade')).toBe(tradeId);
    expect(mailsTo(buyer.email).filter((mail) => /proposal/.test(mail.subject))).toEqual([]);
  });

  it('mails each step of a trade to the member who did not take it: counter-offer, delivery, then one mail each when it is complete and paid', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const tradeId = await propose(buyer, await offer(owner, 'Garden hose'));
    expect((await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '6.00' })).status).toBe(200);
    const counter = await arrives(buyer.email, /New counter-offer: Garden hose/);
    expect(counter.text).toContain('6.00 credits');
    expect((await buyer.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
    await arrives(owner.email, /Trade accepted: Garden hose/);
    // The owner provides it (the payee): marking it complete says it was delivered.
    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).status).toBe(200);
    await arrives(buyer.email, /Marked as delivered: Garden hose/);
    expect((await buyer.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).status).toBe(200);
    const paid = await arrives(owner.email, /Trade complete: Garden hose/);
    expect(paid.text).toContain('The trade for "Garden hose" is complete: 6.00 credits have been added to your balance.');
    const toBuyer = await arrives(buyer.email, /Trade complete: Garden hose/);
    expect(toBuyer.text).toContain('The trade for "Garden hose" is complete: 6.00 credits have been paid to the other member.');
    await reactorDone();
    // The completion and the payment are one mail, not two a second apart.
    for (const member of [owner, buyer]) expect(mailsTo(member.email).filter((mail) => /Garden hose/.test(mail.subject) && /complete|paid/i.test(mail.subject))).toHaveLength(1);
    // Every trade mail leads to the trade (the confirmation of the address, mailed at registration, is not one).
    for (const mail of [...mailsTo(owner.email), ...mailsTo(buyer.email)].filter((each) => !/Confirm your email/.test(each.subject))) {
      expect(linkIn(mail, '/messages?').searchParams.get('trade')).toBe(tradeId);
    }
  });

  it('mails the proposer when their proposal is declined, greeting them by first name', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app, { firstName: 'Rosa' });
    const tradeId = await propose(buyer, await offer(owner, 'Camp stove'));
    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'declined' })).status).toBe(200);
    const declined = await arrives(buyer.email, /^Proposal declined: Camp stove$/);
    expect(declined.text).toMatch(/^Hello Rosa,/);
    expect(declined.text).toContain(`${owner.username} declined the trade for "Camp stove". No credits moved.`);
    expect(linkIn(declined, '/messages?').searchParams.get('trade')).toBe(tradeId);
    await reactorDone();
    expect(mailsTo(owner.email).filter((mail) => /declined/.test(mail.subject))).toEqual([]);
  });

  it('tells a member their password was changed, whatever their mail settings, with no unsubscribe link', async () => {
    const member = await signedUpMember(app, { firstName: 'Ada' });
    const kinds = ['trades', 'disputes', 'decisions', 'admin_messages', 'chat_digest'];
    const off = await member.client.put('/api/user/mail-preferences', { preferences: kinds.map((kind) => ({ kind, enabled: false })) });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const changed = await member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'another-long-password' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const notice = await arrives(member.email, /^Your BarterAid password was changed$/);
    expect(notice.text).toMatch(/^Hello Ada,/);
    expect(notice.text).toContain('was changed in your settings on');
    expect(notice.text).toContain('Choose a new password: http://barteraid.test/auth/forgot-password');
    expect(notice.listUnsubscribe).toBeNull();
  });

  it('mails a dispute opened to the other party, and its decision to both, with a link to the dispute', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const tradeId = await propose(buyer, await offer(owner, 'Space heater'));
    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
    const opened = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: 'The heater does not turn on at all, even after a new fuse.' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const mail = await arrives(owner.email, /A dispute was opened: Space heater/);
    expect(linkIn(mail, '/disputes/').pathname).toBe(`/disputes/${tradeId}`);
    const decided = await admin.client.post(`/api/admin/disputes/${tradeId}/decision`, { outcome: 'return', note: 'Returned in full.' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    for (const member of [owner, buyer]) {
      const decision = await arrives(member.email, /The dispute was decided: Space heater/);
      expect(decision.text).toContain('Returned in full.');
    }
    // Each reads what they got.
    expect((await arrives(buyer.email, /The dispute was decided: Space heater/)).text).toContain('5.00 credits came back to you.');
    expect((await arrives(owner.email, /The dispute was decided: Space heater/)).text).toContain('Nothing was paid to you: the credits went back to the member who paid.');
    expect(mailsTo(buyer.email).filter((each) => /dispute was opened/.test(each.subject))).toEqual([]);
  });

  it('mails an admin\'s personal message', async () => {
    const member = await signedUpMember(app);
    const sent = await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Food drive on Friday', message: 'We have extra boxes to share.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const mail = await arrives(member.email, /A message from BarterAid: Food drive on Friday/);
    expect(mail.text).toContain('We have extra boxes to share.');
  });

  it('mails a verification decision, rejected with its reason and then approved, each once', async () => {
    const member = await signedUpMember(app);
    const submit = () =>
      member.client.post('/api/user/verification', {
        verificationType: 'ebt',
        formData: { ebtCardNumber: '4321', issuingState: 'Louisiana', householdSize: '4', monthlyBenefit: '$512' },
        documents: ['ebt-front.jpg'],
      });
    expect((await submit()).status).toBeLessThan(300);
    expect((await admin.client.patch(`/api/admin/users/${member.id}/verification`, { status: 'rejected', reason: 'The card photo is unreadable.' })).status).toBe(200);
    const rejected = await arrives(member.email, /^About your verification$/);
    expect(rejected.text).toContain('The reason: The card photo is unreadable.');
    expect(linkIn(rejected, '/verification-forms').pathname).toBe('/verification-forms');
    expect((await submit()).status).toBeLessThan(300);
    expect((await admin.client.patch(`/api/admin/users/${member.id}/verification`, { status: 'approved' })).status).toBe(200);
    const approved = await arrives(member.email, /^Your verification was approved$/);
    expect(linkIn(approved, '/dashboard').pathname).toBe('/dashboard');
    expect(approved.listUnsubscribe).toMatch(/^<http:\/\/barteraid\.test\/mail\/unsubscribe\?token=/);
    await reactorDone();
    expect(mailsTo(member.email).filter((mail) => /verification/i.test(mail.subject))).toHaveLength(2);
  });

  it('mails nothing to a closed account', async () => {
    const member = await signedUpMember(app);
    const owner = await signedUpMember(app);
    const listingId = await offer(owner, 'Camping stove');
    const tradeId = await propose(member, listingId);
    expect((await member.client.patch(`/api/trades/${tradeId}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await member.client.post('/api/user/close', { password: member.password })).status).toBe(200);
    const sent = await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Are you still there?', message: 'Checking in.' });
    expect(sent.status).toBeLessThan(500);
    await reactorDone();
    expect(mailsTo(member.email).filter((mail) => /Are you still there/.test(mail.subject))).toEqual([]);
    // Nor to the address their record reads as now.
    expect(smtp.received.filter((mail) => mail.to.includes(member.id))).toEqual([]);
  });

  it('turns a kind of mail off when the mail provider posts one-click to the List-Unsubscribe link, with no session', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    await propose(buyer, await offer(owner, 'Rain boots'));
    const mail = await arrives(owner.email, /New trade proposal: Rain boots/);
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<([^>]+)>$/.exec(mail.listUnsubscribe ?? '')![1]!);
    const at = `${app.url}${link.pathname}${link.search}`;
    const post = (body: string, url = at) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

    // Opened in a browser, the same link is the page that asks.
    const page = await fetch(at);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // Anything but the one-click body, or a token this server did not sign, changes nothing.
    const wrongBody = await post('List-Unsubscribe=Yes');
    expect(wrongBody.status).toBe(400);
    expect(await wrongBody.json()).toMatchObject({ message: 'A one-click unsubscribe sends List-Unsubscribe=One-Click.', field: 'List-Unsubscribe' });
    expect((await post('List-Unsubscribe=One-Click', `${app.url}/mail/unsubscribe?token=forged.token`)).status).toBe(400);
    expect((await post('List-Unsubscribe=One-Click', `${app.url}/mail/unsubscribe`)).status).toBe(400);
    expect((await owner.client.get('/api/user/mail-preferences')).body.preferences).toContainEqual(expect.objectContaining({ kind: 'trades', enabled: true }));

    const done = await post('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ kind: 'trades' });
    expect((await owner.client.get('/api/user/mail-preferences')).body.preferences).toContainEqual(expect.objectContaining({ kind: 'trades', enabled: false }));
    // Providers may post twice: the second changes nothing.
    expect((await post('List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('turns a kind of mail off from the unsubscribe link without signing in, and mails no more of it', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    await propose(buyer, await offer(owner, 'Camping stove'));
    const mail = await arrives(owner.email, /New trade proposal: Camping stove/);
    const token = linkIn(mail, '/mail/unsubscribe?').searchParams.get('token')!;

    const stranger = app.client();
    const unsubscribed = await stranger.post('/api/mail/unsubscribe', { token });
    expect(unsubscribed.status, JSON.stringify(unsubscribed.body)).toBe(200);
    expect(unsubscribed.body.kind).toBe('trades');
    expect((await stranger.post('/api/mail/unsubscribe', { token: `${token}x` })).status).toBe(400);
    const preferences = await owner.client.get('/api/user/mail-preferences');
    expect(preferences.body.preferences).toContainEqual(expect.objectContaining({ kind: 'trades', enabled: false }));

    const another = await signedUpMember(app);
    await propose(another, await offer(owner, 'Camping lantern'));
    await reactorDone();
    // Besides the confirmation of the address mailed at registration.
    const rows = await app.database.db.selectFrom('mail_outbox').select('subject').where('member_id', '=', owner.id).where('kind', '!=', 'email_confirm').execute();
    expect(rows.map((row) => row.subject)).toEqual(['New trade proposal: Camping stove']);

    // Turned on again in the settings, the next proposal is mailed.
    const on = await owner.client.request('PUT', '/api/user/mail-preferences', { preferences: [{ kind: 'trades', enabled: true }] });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await propose(another, await offer(owner, 'Camping table'));
    await arrives(owner.email, /New trade proposal: Camping table/);
  });

  it('mails nothing to a suspended member', async () => {
    const target = await signedUpMember(app);
    const reporter = await signedUpMember(app);
    const filed = await reporter.client.post('/api/reports', {
      subject: 'member',
      memberId: target.id,
      category: 'fraud',
      description: 'Asked me to send credits outside the app before meeting.',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Fraud' })).status).toBe(200);
    const sent = await admin.client.post('/api/admin/send-message', { userId: target.id, subject: 'About your account', message: 'Hello' });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    await reactorDone();
    // Nothing since the confirmation of the address mailed at registration, before the suspension.
    const rows = await app.database.db.selectFrom('mail_outbox').select('id').where('member_id', '=', target.id).where('kind', '!=', 'email_confirm').execute();
    expect(rows).toEqual([]);
  });

  it('sends nothing twice when the reactor replays the log from an earlier checkpoint', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const before = await app.store.headPosition();
    await propose(buyer, await offer(owner, 'Rain boots'));
    await arrives(owner.email, /New trade proposal: Rain boots/);
    await reactorDone();

    const reactor = app.mail.reactor!;
    await reactor.stop();
    await app.database.db.updateTable('checkpoints').set({ position: before }).where('kind', '=', 'process').where('name', '=', 'mail').execute();
    await reactor.start();
    await reactorDone();
    // A later mail to the same member has arrived: everything the replay queued before it has been handled.
    await admin.client.post('/api/admin/send-message', { userId: owner.id, subject: 'After the replay', message: 'Hello again' });
    await arrives(owner.email, /After the replay/);
    await eventually(async () => {
      const pending = await app.database.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').where('digest_key', 'is', null).execute();
      expect(pending).toEqual([]);
    }, { timeoutMs: 20_000 });
    expect(mailsTo(owner.email).filter((mail) => /Rain boots/.test(mail.subject))).toHaveLength(1);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gathers several chat messages into one digest', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const tradeId = await propose(buyer, await offer(owner, 'Baby stroller'));
    for (const content of ['Is it still available?', 'I can come on Saturday.', 'Thank you!']) {
      const sent = await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content, messageType: 'text' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const digest = await arrives(owner.email, /unread messages about Baby stroller/);
    expect(digest.subject).toBe('3 unread messages about Baby stroller');
    for (const content of ['Is it still available?', 'I can come on Saturday.', 'Thank you!']) expect(digest.text).toContain(content);
    expect(linkIn(digest, '/messages?').searchParams.get('trade')).toBe(tradeId);
    await reactorDone();
    await app.mail.sweep();
    expect(mailsTo(owner.email).filter((mail) => /unread message/.test(mail.subject))).toHaveLength(1);
  });

  describe('in the language the member saved', () => {
    const chooseSpanish = async (member: SignedUpMember) => {
      const chosen = await member.client.put('/api/user/language', { language: 'es' });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    };

    it('writes a trade\'s mails in Spanish to a member who chose it, and in English, unchanged, to one who did not', async () => {
      const owner = await signedUpMember(app);
      const buyer = await signedUpMember(app);
      await chooseSpanish(owner);
      const tradeId = await propose(buyer, await offer(owner, 'Mesa plegable'));

      const proposal = await arrives(owner.email, /^Nueva propuesta de intercambio: Mesa plegable$/);
      expect(proposal.text).toContain('Hola, Test:');
      expect(proposal.text).toContain(`${buyer.username} le propuso un intercambio por “Mesa plegable” (5.00 créditos).`);
      expect(proposal.text).toContain('Puede aceptarlo, proponer otras condiciones o rechazarlo.');
      expect(proposal.text).toContain(`Abrir el intercambio: http://barteraid.test/messages?trade=${tradeId}`);
      expect(linkIn(proposal, '/messages?').searchParams.get('trade')).toBe(tradeId);
      expect(proposal.text).toContain('Para no recibir más correos como este, abra: http://barteraid.test/mail/unsubscribe?token=');
      expect(proposal.html).toContain('>darse de baja</a>');
      expect(proposal.listUnsubscribe).toMatch(/^<http:\/\/barteraid\.test\/mail\/unsubscribe\?token=[^>]+>$/);
      expect(proposal.text).not.toMatch(/Hello|proposed|credits/);

      // Counter-offers both ways: English keeps its plain amount, Spanish groups it as the client does.
      expect((await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '1250.00' })).status).toBe(200);
      const toBuyer = await arrives(buyer.email, /^New counter-offer: Mesa plegable$/);
      expect(toBuyer.text).toContain('Hello Test,');
      expect(toBuyer.text).toContain(`${owner.username} suggested new terms for "Mesa plegable": 1250.00 credits.`);
      expect(toBuyer.text).toContain(`Open the trade: http://barteraid.test/messages?trade=${tradeId}`);
      expect(toBuyer.text).toContain('You get this email because of your BarterAid notification settings. To stop emails like this one, open: ');
      expect((await buyer.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '1200.50' })).status).toBe(200);
      const toOwner = await arrives(owner.email, /^Nueva contraoferta: Mesa plegable$/);
      expect(toOwner.text).toContain(`${buyer.username} propuso nuevas condiciones para “Mesa plegable”: 1,200.50 créditos.`);
    });

    it('mails a Spanish reader their password reset in Spanish, with a link that works', async () => {
      const member = await signedUpMember(app);
      await chooseSpanish(member);
      expect((await app.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
      const mail = await arrives(member.email, /^Cambie su contraseña de BarterAid$/);
      expect(mail.text).toContain('Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de BarterAid.');
      // The expiry as a Spanish reader writes it: "… hasta el 3 de marzo de 2026 a las 2:05 p.m. UTC."
      expect(mail.text).toMatch(/Sirve una sola vez, hasta el \d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\.\s?m\. UTC\./);
      expect(mail.text).toContain('Si usted no pidió esto, puede ignorar este correo.');
      expect(mail.listUnsubscribe).toBeNull();
      const link = linkIn(mail, '/auth/reset-password?');
      const token = link.searchParams.get('token')!;
      // The link carries the mail's language, so the page it opens speaks Spanish too.
      expect(link.searchParams.get('lang')).toBe('es');
      expect(mail.text).toContain('Elegir una contraseña nueva: http://barteraid.test/auth/reset-password?token=');
      const reset = await app.client().post('/api/auth/reset-password', { token, password: 'una-contrasena-nueva' });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect((await app.client().post('/api/auth/login', { email: member.email, password: 'una-contrasena-nueva' })).status).toBe(200);
    });

    it('writes a chat digest in Spanish', async () => {
      const owner = await signedUpMember(app);
      const buyer = await signedUpMember(app);
      await chooseSpanish(owner);
      const tradeId = await propose(buyer, await offer(owner, 'Cuna de bebé'));
      for (const content of ['¿Todavía está disponible?', 'Puedo ir el sábado.']) {
        const sent = await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content, messageType: 'text' });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      }
      const digest = await arrives(owner.email, /mensajes sin leer/);
      expect(digest.subject).toBe('2 mensajes sin leer sobre Cuna de bebé');
      expect(digest.text).toContain('Tiene 2 mensajes sin leer en la conversación sobre “Cuna de bebé”:');
      expect(digest.text).toContain(`${buyer.username}: Puedo ir el sábado.`);
      expect(linkIn(digest, '/messages?').searchParams.get('trade')).toBe(tradeId);
    });
  });

  describe('a crash at each named point', () => {
    afterEach(() => {
      delete process.env[FAILPOINTS_VARIABLE];
    });

    it('mail-reactor.before-checkpoint: the batch is decided again and finds its rows; one mail arrives', async () => {
      const member = await signedUpMember(app);
      process.env[FAILPOINTS_VARIABLE] = 'mail-reactor.before-checkpoint';
      await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Before the checkpoint', message: 'Hello' });
      await arrives(member.email, /Before the checkpoint/);
      delete process.env[FAILPOINTS_VARIABLE];
      await reactorDone();
      await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'After the checkpoint', message: 'Hello' });
      await arrives(member.email, /After the checkpoint/);
      expect(mailsTo(member.email).map((mail) => mail.subject).filter((subject) => !/Confirm your email/.test(subject))).toEqual([
        'A message from BarterAid: Before the checkpoint',
        'A message from BarterAid: After the checkpoint',
      ]);
    });

    it('mail.after-smtp-accepted: the retry sends that mail again with the same Message-ID (the documented limit)', async () => {
      const member = await signedUpMember(app);
      process.env[FAILPOINTS_VARIABLE] = 'mail.after-smtp-accepted';
      await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Accepted, not marked', message: 'Hello' });
      await arrives(member.email, /Accepted, not marked/);
      delete process.env[FAILPOINTS_VARIABLE];
      const row = await eventually(
        async () => {
          const found = await app.database.db
            .selectFrom('mail_outbox')
            .select(['id', 'status', 'attempts'])
            .where('member_id', '=', member.id)
            .where('kind', '!=', 'email_confirm')
            .executeTakeFirstOrThrow();
          expect(found.status).toBe('sent');
          return found;
        },
        { timeoutMs: 20_000 },
      );
      const copies = mailsTo(member.email).filter((mail) => /Accepted, not marked/.test(mail.subject));
      expect(copies.length).toBe(row.attempts);
      expect(copies.length).toBeGreaterThanOrEqual(2);
      expect(new Set(copies.map((mail) => mail.messageId))).toEqual(new Set([`<${row.id}@barteraid.test>`]));
    });
  });
});

describe('mail without SMTP_URL', () => {
  let embedded: TestApp;
  beforeAll(async () => {
    embedded = await startTestApp({}, { mail: { sweepIntervalMs: 100 } });
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
  });

  it('keeps the mail in the outbox, where an admin reads it', async () => {
    const member = await signedUpMember(embedded);
    const outboxAdmin = await signUpAdmin(embedded);
    expect((await embedded.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
    const mail = await eventually(
      async () => {
        const page = await outboxAdmin.client.get('/api/admin/mail-outbox');
        expect(page.status).toBe(200);
        const found = page.body.mails.find((each: { to: string }) => each.to === member.email);
        expect(found).toMatchObject({ status: 'held', subject: 'Reset your BarterAid password' });
        return found;
      },
      { timeoutMs: 20_000 },
    );
    expect(mail.text).toContain('/auth/reset-password?token=');
    expect((await member.client.get('/api/admin/mail-outbox')).status).toBe(403);
  });

  it('pages the outbox newest first, every mail once, and refuses a cursor it did not hand out', async () => {
    const outboxAdmin = await signUpAdmin(embedded);
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signedUpMember(embedded)));
    for (const member of members) await embedded.client().post('/api/auth/forgot-password', { email: member.email });
    const everyMail = async () => {
      const seen: { id: string; createdAt: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: { status: number; body: { mails: { id: string; createdAt: string }[]; total: number; nextCursor: string | null } } =
          await outboxAdmin.client.get(`/api/admin/mail-outbox?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.body.mails.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.mails);
        cursor = page.body.nextCursor;
        if (!cursor) expect(seen).toHaveLength(page.body.total);
      } while (cursor);
      return seen;
    };
    const seen = await eventually(
      async () => {
        const all = await everyMail();
        expect(all.length).toBeGreaterThanOrEqual(6);
        return all;
      },
      { timeoutMs: 20_000 },
    );
    expect(new Set(seen.map((mail) => mail.id)).size).toBe(seen.length);
    const times = seen.map((mail) => Date.parse(mail.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const forged = await outboxAdmin.client.get(`/api/admin/mail-outbox?cursor=${Buffer.from('before:yesterday').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ message: 'Invalid cursor: start again from the first page.', field: 'cursor' });
  });
});
