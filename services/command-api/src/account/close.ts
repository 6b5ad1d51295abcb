import { streams, type DomainEvent } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';
import { HttpError, badRequest, failpoint, platformTablesOf, verifyPassword } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import { decideAcross, loadStream, nowOf, type CommandContext, type PlannedWrite } from '../command-handling';
import { memberDecider } from '../members/member';
import { uniqueValueDecider } from '../members/unique-value';
import { credentialsDecider } from '../password-reset/credentials';
import { avatarDecider } from '../avatar/avatar';
import { listingDecider } from '../listings/listing';
import { objectDecider } from '../objects/object';
import { uploadQuotaDecider } from '../objects/quota';
import { onQuotaRace } from '../objects/quota-writes';
import { finishAccountClosing } from './finish-closing';
import { ledgerDecider } from '../credits/ledger';

/** Trades that still wait on the member: closing would leave the other side with nobody to answer. */
const OPEN_TRADE_STATUSES = ['pending', 'accepted'];

/** The objects that hold the member's personal data: every avatar they had, their verification documents and their listing photos. */
async function personalObjects(context: CommandContext, memberId: string): Promise<string[]> {
  const [avatar, verification, uploads] = await Promise.all([
    loadStream(context.store, streams.member(memberId), avatarDecider),
    context.store.readStream(streams.verification(memberId)),
    context.store.readStream(streams.uploads(memberId)),
  ]);
  // Every photo link they were given: one never uploaded or already deleted decides nothing below.
  const photos = uploads.flatMap((event) => {
    const link = event.type === 'UploadLinkIssued' ? (event.data as { objectId: string; purpose: string }) : null;
    return link?.purpose === 'listing-photo' ? [link.objectId] : [];
  });
  const documents = verification.flatMap((event) =>
    event.type === 'VerificationSubmitted' ? ((event.data as { documents?: { objectId: string | null }[] }).documents ?? []) : [],
  );
  const ids = [avatar.state.avatarObjectId, ...avatar.state.replacedAvatars, ...documents.map((document) => document.objectId), ...photos];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * Closes a member's account, given their password. One atomic append: `MemberAccountClosed` on the
 * member stream, each active listing deactivated, the email and username claims released (another
 * person may use them), and the avatar and verification documents deleted with their space freed.
 * Then their files and outbox mails go and their key is destroyed, after which their personal data
 * in every event reads as erased. A crash after the append is finished by the mail reactor, which
 * does the same when it meets `MemberAccountClosed` (failpoint `account.closing.after-append`).
 * The ledger closes in the same append (CloseLedger): its line ends, and a debt (a balance below
 * zero) is written off to the community account (`DebtAbsorbed` on its stream), so every balance
 * still adds up; credits above zero stay in the closed account.
 */
export async function closeAccount(context: CommandContext, db: CommandDb, memberId: string, password: string): Promise<number | null> {
  const credentials = await loadStream(context.store, streams.member(memberId), credentialsDecider);
  if (!credentials.state.passwordHash || !(await verifyPassword(credentials.state.passwordHash, password))) {
    throw badRequest(accountMessages.message('wrongPassword'), { field: 'password' });
  }
  // A courtesy to the other side, read from the trades read model: a trade begun in the moment
  // before the append may stay open, which costs no credit (a closed member's holds and payments
  // settle like anyone's, and their listings are gone, so no new trade can begin).
  const openTrades = await db
    .selectFrom('trades')
    .select('id')
    .where((eb) => eb.or([eb('initiator_id', '=', memberId), eb('recipient_id', '=', memberId)]))
    .where('status', 'in', OPEN_TRADE_STATUSES)
    .limit(1)
    .execute();
  if (openTrades.length > 0) throw new HttpError(409, accountMessages.message('openTradesBlockClosing'), { field: 'password' });

  const listingIds = (await db.selectFrom('listings').select('id').where('owner_id', '=', memberId).where('is_active', '=', true).execute()).map((row) => row.id);
  const objectIds = await personalObjects(context, memberId);
  const now = nowOf(context).toISOString();
  const actor = { memberId, isAdmin: false };
  let username: string | null = null;

  const position = await decideAcross(
    context,
    async () => {
      const member = await loadStream(context.store, streams.member(memberId), memberDecider);
      username = member.state.username;
      const closing = memberDecider.decide({ type: 'CloseAccount', memberId, now }, member.state);
      if (closing.length === 0) return { done: null };
      const writes: PlannedWrite[] = [{ streamName: streams.member(memberId), expected: member.expected, events: closing }];
      const add = (streamName: string, expected: PlannedWrite['expected'], events: DomainEvent[]) => {
        if (events.length > 0) writes.push({ streamName, expected, events });
      };
      for (const listingId of listingIds) {
        const listing = await loadStream(context.store, streams.listing(listingId), listingDecider);
        add(streams.listing(listingId), listing.expected, listingDecider.decide({ type: 'DeactivateListing', listingId, actor, reason: 'Account closed', now }, listing.state));
      }
      const claims = [
        { kind: 'email' as const, value: member.state.email, stream: streams.emailClaim },
        { kind: 'username' as const, value: member.state.username, stream: streams.usernameClaim },
      ];
      for (const { kind, value, stream } of claims) {
        if (!value) continue;
        const claim = await loadStream(context.store, stream(value), uniqueValueDecider);
        add(stream(value), claim.expected, uniqueValueDecider.decide({ type: 'ReleaseValue', kind, value, memberId }, claim.state));
      }
      const deleted: string[] = [];
      for (const objectId of objectIds) {
        const object = await loadStream(context.store, streams.object(objectId), objectDecider);
        if (object.state.request?.ownerId !== memberId) continue;
        const events = objectDecider.decide({ type: 'DeleteObject', objectId, reason: 'account_closed', now }, object.state);
        add(streams.object(objectId), object.expected, events);
        deleted.push(objectId);
      }
      const ledger = await loadStream(context.store, streams.ledger(memberId), ledgerDecider);
      const closedLedger = ledgerDecider.decide({ type: 'CloseLedger', memberId, closing: memberId, now }, ledger.state);
      add(streams.ledger(memberId), ledger.expected, closedLedger);
      for (const event of closedLedger) {
        if (event.type !== 'DebtWrittenOff' || event.data.amountCents === 0) continue;
        const absorbed = { type: 'DebtAbsorbed' as const, data: { memberId, amountCents: event.data.amountCents, closing: memberId, absorbedAt: now } };
        add(streams.communityLedger(), 'any', [absorbed]);
      }
      const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
      add(streams.uploads(memberId), quota.expected, uploadQuotaDecider.decide({ type: 'FreeSpace', memberId, objectIds: deleted, reason: 'object_deleted', now }, quota.state));
      return { writes, answer: (written: number | null) => written };
    },
    onQuotaRace,
  );
  failpoint('account.closing.after-append');
  await finishAccountClosing(platformTablesOf(db), memberId, username);
  return position ?? null;
}
