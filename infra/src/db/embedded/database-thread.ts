import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

interface Answer {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: { message: string; code?: string; detail?: string } & Record<string, unknown>;
}

/** A PostgreSQL error as it came from the database thread: its message, and its code and details as fields. */
export class EmbeddedDatabaseError extends Error {
  constructor(fields: NonNullable<Answer['error']>) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

const rowsOf = <Row>(answer: Answer): QueryResult<Row> => ({ rows: (answer.rows ?? []) as Row[], affectedRows: answer.affectedRows ?? 0 });

/**
 * How long a statement inside a transaction may take before the database thread counts as gone: a
 * backstop only (an index built over a large table can take minutes); a thread that stops says so
 * at once through the signal (GONE).
 */
const SYNC_TIMEOUT_MS = 15 * 60_000;
/** The shared signal's values: waiting for an answer, an answer is on the port, the thread stopped. */
const WAITING = 0;
const ANSWERED = 1;
const GONE = 2;

/**
 * The embedded PGlite, running on a thread of its own (thread.mjs) and reached by messages: one
 * query is one message each way, rows come back by structured clone (dates, bytes and numbers as
 * PGlite made them). Queries outside a transaction do not wait for each other here; PGlite runs
 * them in the order they were sent. A transaction (`begin` → its queries → `commit`/`rollback`)
 * has PGlite to itself meanwhile, so its statements are answered synchronously: this thread
 * blocks (Atomics.wait) for each answer instead of going back to its event loop, where HTTP and
 * socket work queued ahead of the answer would keep PGlite held and idle. A statement takes well
 * under a millisecond; the blocking is what calling PGlite in-process did anyway.
 */
export class EmbeddedDatabaseThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private nextId = 1;
  private nextTransaction = 1;
  /** Transactions whose first statement has gone to the database thread (which began them there). */
  private readonly begun = new Set<number>();
  /**
   * One transaction of this thread at a time, the next one waiting its turn here without blocking:
   * a second one's first statement, blocking this thread while the database thread held PGlite
   * for the first, would wait forever for the first's next statement.
   */
  private transactionTurn: Promise<void> = Promise.resolve();
  private readonly endOfTurn = new Map<number, () => void>();
  private failure: Error | null = null;

  private constructor(
    worker: Worker,
    private readonly replies: MessagePort,
    private readonly signal: Int32Array,
  ) {
    this.worker = worker;
    worker.on('message', (message: Answer & { notify?: string }) => {
      if (message.notify !== undefined) return this.listeners.get(message.notify)?.forEach((listener) => listener());
      const waiter = this.waiting.get(message.id);
      if (!waiter) return;
      this.waiting.delete(message.id);
      waiter.resolve(message);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the embedded database thread stopped (exit code ${code})`)));
  }

  static async start(dataDir?: string): Promise<EmbeddedDatabaseThread> {
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL('./thread.mjs', import.meta.url), {
      workerData: { dataDir, replies: port2, signal },
      transferList: [port2],
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    return new EmbeddedDatabaseThread(worker, port1, signal);
  }

  /** Sends a request of an open transaction and waits here, without yielding, for its answer. */
  private sendSync(request: Record<string, unknown>): Answer {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    Atomics.compareExchange(this.signal, 0, ANSWERED, WAITING);
    this.worker.postMessage({ ...request, id, sync: true });
    const deadline = Date.now() + SYNC_TIMEOUT_MS;
    for (;;) {
      const received = receiveMessageOnPort(this.replies);
      if (received) {
        const answer = received.message as Answer;
        if (answer.error) throw new EmbeddedDatabaseError(answer.error);
        return answer;
      }
      // The thread's exit event cannot reach this blocked thread; the thread marks the signal itself.
      if (Atomics.load(this.signal, 0) === GONE) throw (this.failure = new Error('the embedded database thread stopped'));
      if (Date.now() > deadline) throw (this.failure = new Error('the embedded database thread stopped answering'));
      Atomics.wait(this.signal, 0, WAITING, 1000);
      Atomics.compareExchange(this.signal, 0, ANSWERED, WAITING);
    }
  }

  private async send(request: Record<string, unknown>): Promise<Answer> {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    const answer = await new Promise<Answer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
    if (answer.error) throw new EmbeddedDatabaseError(answer.error);
    return answer;
  }

  /** One query, in the given transaction (answered synchronously; the first one begins it) or on its own. */
  async query<Row>(sql: string, params: readonly unknown[] = [], transaction?: number): Promise<QueryResult<Row>> {
    if (transaction === undefined) return rowsOf<Row>(await this.send({ kind: 'query', sql, params }));
    const opens = !this.begun.has(transaction);
    this.begun.add(transaction);
    return rowsOf<Row>(this.sendSync({ kind: 'query', sql, params, tx: transaction, opens }));
  }

  /**
   * A new transaction's number, which goes with its queries. It begins on the database thread with
   * its first statement, so PGlite is held only from then on, while this thread is waiting.
   */
  async begin(): Promise<number> {
    const previous = this.transactionTurn;
    let endTurn!: () => void;
    this.transactionTurn = new Promise((resolve) => (endTurn = resolve));
    await previous;
    const transaction = this.nextTransaction++;
    this.endOfTurn.set(transaction, endTurn);
    return transaction;
  }

  async end(transaction: number, how: 'commit' | 'rollback'): Promise<void> {
    try {
      // A transaction without a statement never began.
      if (this.begun.delete(transaction)) this.sendSync({ kind: how, tx: transaction });
    } finally {
      this.endOfTurn.get(transaction)?.();
      this.endOfTurn.delete(transaction);
    }
  }

  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.send({ kind: 'listen', channel });
    }
    set.add(onNotify);
    return async () => void set.delete(onNotify);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ kind: 'close' }).catch(() => undefined);
    await this.worker.terminate();
    this.replies.close();
  }
}
