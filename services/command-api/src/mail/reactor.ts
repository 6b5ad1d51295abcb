import { isMailKind } from '@barteraid/events';
import { errorFields, failpoint, log, ProcessCheckpoint, type Db, type EventStore, type JobQueue, type RecordedEvent, type Subscription } from '@barteraid/infra';
import { toDomainEvent } from '../command-handling';
import { renderLetter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { plannedLetter, readModelFacts, type PlannedDigest } from './plans';
import { MAIL_CAUSES, plan } from './registered-plans';
import { recipientOf } from './recipient';
import { finishAccountClosing } from '../account/finish-closing';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token';
import { commandDbOf } from '../read-models';

const PROCESS = 'mail';

export interface MailReactorOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** The site's address, for links in mails (PUBLIC_URL). */
  baseUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** A conversation mails a member at most once per this window, gathering its unread messages (15 minutes). */
  digestWindowMs: number;
  /** How long to wait for the read models to reach a mail's event before the batch is tried again. */
  readModelWaitMs?: number;
}

/**
 * Follows the log from its own checkpoint (a `process` row, which read-your-writes and rebuilds
 * ignore) and turns mail-worthy events into outbox rows, then jobs. Each row's id follows from the
 * causing event, kind and recipient, and is inserted `on conflict do nothing`: a replayed event
 * (checkpoint moved back, a crash before the checkpoint moved) finds its rows and adds nothing, and
 * a job for a row already sent sends nothing. A first start begins at the log's head: mail is about
 * what happens from now on, never a flood about the past.
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
      await this.readModelsAt(causes[causes.length - 1]!.position);
      for (const event of causes) await this.react(event);
      // Rows added and jobs queued, checkpoint not moved: a restart decides them again and finds them.
      failpoint('mail-reactor.before-checkpoint');
    }
    if (batch.length === 0) return;
    this.pending = batch[batch.length - 1]!.position;
    // Past batches without mail the checkpoint is written at most once a second: a crash then only
    // reads those events again, and a busy log does not cost a write per batch.
    if (causes.length > 0 || Date.now() - this.writtenAt >= 1000) await this.writeCheckpoint();
  }

  private async react(recorded: RecordedEvent): Promise<void> {
    const { db, queue, baseUrl, secret } = this.options;
    const reads = commandDbOf(db);
    const event = toDomainEvent(recorded);
    if (!event) return;
    const { mails, digests } = await plan(event, readModelFacts(reads), baseUrl);
    for (const planned of mails) {
      // A kind members may turn off carries its unsubscribe link; an account mail neither.
      const optional = isMailKind(planned.kind) ? planned.kind : null;
      const recipient = await recipientOf(reads, planned.memberId, optional, recorded.createdAt);
      if (!recipient.reachable) continue;
      const unsubscribe = optional ? { kind: optional, url: unsubscribeLink(baseUrl, unsubscribeToken(secret, planned.memberId, optional)) } : null;
      const id = mailId(recorded.id, planned.kind, planned.memberId);
      await addToOutbox(db, {
        id,
        kind: planned.kind,
        memberId: planned.memberId,
        to: recipient.email,
        // Written in the language the recipient saved, read with their address.
        mail: renderLetter(plannedLetter(planned, recipient.language, recipient.firstName), recipient.language, unsubscribe),
        causeEventId: recorded.id,
        causePosition: recorded.position,
        sendAfter: recorded.createdAt,
      });
      // Queued whether this call added the row or a replay found it: the worker sends only a pending row.
      await queue.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
    }
    for (const digest of digests) await this.gather(recorded, digest);
  }

  /**
   * A chat message opens a digest window for its recipient and conversation unless one is open: the
   * digest row waits (`send_after`) until the window ends, and the worker then lists what is still
   * unread. A message inside an open window adds nothing, so a conversation mails a member at most
   * once per window. The worker's sweep queues the row when it is due.
   */
  private async gather(recorded: RecordedEvent, digest: PlannedDigest): Promise<void> {
    const { db, digestWindowMs } = this.options;
    const recipient = await recipientOf(commandDbOf(db), digest.memberId, 'chat_digest', recorded.createdAt);
    if (!recipient.reachable) return;
    const digestKey = `${digest.tradeId}:${digest.memberId}`;
    const open = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('digest_key', '=', digestKey)
      .where('cause_position', '<=', recorded.position)
      .where('send_after', '>', recorded.createdAt)
      .executeTakeFirst();
    if (open) return;
    await addToOutbox(db, {
      id: mailId(recorded.id, 'chat_digest', digest.memberId),
      kind: 'chat_digest',
      memberId: digest.memberId,
      to: recipient.email,
      // Written when the window ends, from the messages still unread then.
      mail: { subject: 'Unread messages', text: '', html: '', headers: {} },
      causeEventId: recorded.id,
      causePosition: recorded.position,
      digestKey,
      sendAfter: new Date(recorded.createdAt.getTime() + digestWindowMs),
    });
  }

  /** Waits until every read model has applied `position`; throws (the batch is retried) if they take too long. */
  private async readModelsAt(position: number): Promise<void> {
    const deadline = Date.now() + (this.options.readModelWaitMs ?? 30_000);
    for (;;) {
      const row = await this.options.db
        .selectFrom('checkpoints')
        .select((eb) => eb.fn.min('position').as('lowest'))
        .where('kind', '=', 'projection')
        .executeTakeFirst();
      if (Number(row?.lowest ?? 0) >= position) return;
      if (Date.now() > deadline) throw new Error(`read models have not reached position ${position} yet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
