import { isMailKind } from '@barteraid/events';
import { errorFields, failpoint, log, ProcessCheckpoint, readModelsAt, type Db, type EventStore, type ReadModelProgress, type RecordedEvent, type Subscription } from '@barteraid/infra';
import { toDomainEvent } from '../command-handling';
import { renderLetter } from './letter';
import { addAllToOutbox, mailId, type NewMail } from './outbox';
import { onceEach, plannedLetter, readModelFacts, type PlannedDigest, type PlannedMail } from './plans';
import { MAIL_CAUSES, plan } from './registered-plans';
import { recipientFactsOf, recipientFrom } from './recipient';
import type { Deliver } from './sender';
import { finishAccountClosing } from '../account/finish-closing';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token';
import { commandDbOf } from '../read-models';

const PROCESS = 'mail';

export interface MailReactorOptions {
  db: Db;
  store: EventStore;
  /** Hands the mails a batch added to a sender: this process's worker, or the queue. */
  deliver: Deliver;
  /** The site's address, for links in mails (PUBLIC_URL). */
  baseUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** A conversation mails a member at most once per this window, gathering its unread messages (15 minutes). */
  digestWindowMs: number;
  /** Where the read models stand: recipients, names and preferences are read from them. */
  readModels: ReadModelProgress;
  /** How long to wait for the read models to reach a mail's event before the batch is tried again. */
  readModelWaitMs?: number;
}

/**
 * Follows the log from its own checkpoint (a `process` row, which read-your-writes and rebuilds
 * ignore) and turns mail-worthy events into outbox rows, handed to a sender. Each row's id follows
 * from the causing event, kind and recipient, and is inserted `on conflict do nothing`: a replayed
 * event (checkpoint moved back, a crash before the checkpoint moved) finds its rows and adds
 * nothing, and a row handed over again that was sent, or is being sent, sends nothing. A first
 * start begins at the log's head: mail is about what happens from now on, never a flood about the
 * past.
 */
export class MailReactor {
  private subscription: Subscription | null = null;
  private pending = 0;
  private writtenAt = 0;

  private readonly place: ProcessCheckpoint;

  constructor(private readonly options: MailReactorOptions) {
    this.place = new ProcessCheckpoint(options.db, PROCESS);
  }

  checkpoint(): Promise<number> {
    return this.place.read();
  }

  async start(): Promise<void> {
    const { store } = this.options;
    await this.place.ensure(await store.headPosition());
    this.subscription = store.subscribeToAll({
      after: await this.checkpoint(),
      handle: (batch) => this.handle(batch),
      // Only what its plans read is opened (a closing account is read by its member id alone).
      opening: MAIL_CAUSES,
      onError: (error) => log.warn('mail reactor batch failed; retrying', errorFields(error)),
    });
  }

  async handle(batch: RecordedEvent[]): Promise<void> {
    for (const event of batch) {
      if (event.type === 'MemberAccountClosed') await finishAccountClosing(this.options.db, (event.data as { memberId: string }).memberId, null);
    }
    const causes = batch.filter((event) => MAIL_CAUSES.has(event.type));
    if (causes.length > 0) {
      // Recipients, names and preferences come from the read models: they must have seen the event.
      await readModelsAt(this.options.readModels, causes[causes.length - 1]!.position, this.options.readModelWaitMs);
      await this.react(causes);
      // Rows added and jobs queued, checkpoint not moved: a restart decides them again and finds them.
      failpoint('mail-reactor.before-checkpoint');
    }
    if (batch.length === 0) return;
    this.pending = batch[batch.length - 1]!.position;
    // Past batches without mail the checkpoint is written at most once a second: a crash then only
    // reads those events again, and a busy log does not cost a write per batch.
    if (causes.length > 0 || Date.now() - this.writtenAt >= 1000) await this.writeCheckpoint();
  }

  /**
   * A batch's mails in a fixed number of statements whatever its size: the plans (trades and names
   * read once each per batch), every recipient in one read, the open digest windows in one, every
   * row in one insert, and all of them handed to the sender at once.
   */
  private async react(causes: RecordedEvent[]): Promise<void> {
    const { db, deliver, baseUrl, secret, digestWindowMs } = this.options;
    const reads = commandDbOf(db);
    const facts = onceEach(readModelFacts(reads));
    const planned: { recorded: RecordedEvent; mails: PlannedMail[]; digests: PlannedDigest[] }[] = [];
    for (const recorded of causes) {
      const event = toDomainEvent(recorded);
      if (event) planned.push({ recorded, ...(await plan(event, facts, baseUrl)) });
    }
    const recipients = await recipientFactsOf(
      reads,
      planned.flatMap(({ mails, digests }) => [...mails, ...digests].map((mail) => mail.memberId)),
    );
    const windows = await this.openWindows(planned.flatMap(({ recorded, digests }) => digests.map((digest) => ({ digest, recorded }))));
    const rows: NewMail[] = [];
    for (const { recorded, mails, digests } of planned) {
      for (const mail of mails) {
        // A kind members may turn off carries its unsubscribe link; an account mail neither.
        const optional = isMailKind(mail.kind) ? mail.kind : null;
        const recipient = recipientFrom(recipients.get(mail.memberId), optional, recorded.createdAt);
        if (!recipient.reachable) continue;
        const unsubscribe = optional ? { kind: optional, url: unsubscribeLink(baseUrl, unsubscribeToken(secret, mail.memberId, optional)) } : null;
        rows.push({
          id: mailId(recorded.id, mail.kind, mail.memberId),
          kind: mail.kind,
          memberId: mail.memberId,
          to: recipient.email,
          // Written in the language the recipient saved, read with their address.
          mail: renderLetter(plannedLetter(mail, recipient.language, recipient.firstName), recipient.language, unsubscribe),
          causeEventId: recorded.id,
          causePosition: recorded.position,
          sendAfter: recorded.createdAt,
        });
      }
      for (const digest of digests) {
        const recipient = recipientFrom(recipients.get(digest.memberId), 'chat_digest', recorded.createdAt);
        if (!recipient.reachable) continue;
        const digestKey = `${digest.tradeId}:${digest.memberId}`;
        const sendAfter = new Date(recorded.createdAt.getTime() + digestWindowMs);
        if (!windows.open(digestKey, recorded)) continue;
        windows.opened(digestKey, recorded.position, sendAfter);
        rows.push({
          id: mailId(recorded.id, 'chat_digest', digest.memberId),
          kind: 'chat_digest',
          memberId: digest.memberId,
          to: recipient.email,
          // Written when the window ends, from the messages still unread then.
          mail: { subject: 'Unread messages', text: '', html: '', headers: {} },
          causeEventId: recorded.id,
          causePosition: recorded.position,
          digestKey,
          sendAfter,
        });
      }
    }
    // One row per id even if two plans of a batch asked for the same mail.
    const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
    await addAllToOutbox(db, unique);
    // Handed over whether this call added the row or a replay found it: a sender sends only a
    // pending row it could claim. A digest waits for its window: the sweep queues it when it is due.
    await deliver(unique.filter((row) => row.digestKey === undefined).map((row) => row.id));
  }

  /**
   * A chat message opens a digest window for its recipient and conversation unless one is open: the
   * digest row waits (`send_after`) until the window ends, and the worker then lists what is still
   * unread. A message inside an open window adds nothing, so a conversation mails a member at most
   * once per window. The windows the batch's digests may fall in are read in one statement; those it
   * opens itself count for its later messages.
   */
  private async openWindows(digests: { digest: PlannedDigest; recorded: RecordedEvent }[]) {
    const known: { key: string; position: number; sendAfter: Date }[] = [];
    if (digests.length > 0) {
      const keys = [...new Set(digests.map(({ digest }) => `${digest.tradeId}:${digest.memberId}`))];
      const earliest = new Date(Math.min(...digests.map(({ recorded }) => recorded.createdAt.getTime())));
      const rows = await this.options.db
        .selectFrom('mail_outbox')
        .select(['digest_key', 'cause_position', 'send_after'])
        .where('digest_key', 'in', keys)
        .where('send_after', '>', earliest)
        .execute();
      for (const row of rows) known.push({ key: row.digest_key!, position: Number(row.cause_position), sendAfter: row.send_after });
    }
    return {
      /** Whether `recorded` opens a window: none open for this key at its time. */
      open: (key: string, recorded: RecordedEvent) =>
        !known.some((window) => window.key === key && window.position <= recorded.position && window.sendAfter > recorded.createdAt),
      opened: (key: string, position: number, sendAfter: Date) => known.push({ key, position, sendAfter }),
    };
  }

  private async writeCheckpoint(): Promise<void> {
    const position = this.pending;
    this.writtenAt = Date.now();
    if (position === 0) return;
    await this.place.move(position);
  }

  async caughtUp(position: number, timeoutMs?: number): Promise<boolean> {
    return this.subscription ? this.subscription.caughtUp(position, timeoutMs) : false;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    await this.writeCheckpoint();
  }
}
