import { Worker } from 'node:worker_threads';

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

/**
 * The embedded PGlite, running on a thread of its own (thread.mjs) and reached by messages: one
 * query is one message each way, rows come back by structured clone (dates, bytes and numbers as
 * PGlite made them). Queries outside a transaction do not wait for each other here; PGlite runs
 * them in the order they were sent. A transaction (`begin` → its queries → `commit`/`rollback`)
 * has PGlite to itself meanwhile.
 */
export class EmbeddedDatabaseThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | null = null;

  private constructor(worker: Worker) {
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
    const worker = new Worker(new URL('./thread.mjs', import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    return new EmbeddedDatabaseThread(worker);
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

  /** One query, in the given transaction or on its own. */
  async query<Row>(sql: string, params: readonly unknown[] = [], transaction?: number): Promise<QueryResult<Row>> {
    const answer = await this.send({ kind: 'query', sql, params, tx: transaction });
    return { rows: (answer.rows ?? []) as Row[], affectedRows: answer.affectedRows ?? 0 };
  }

  /** Opens a transaction once PGlite is free of others; its number goes with its queries. */
  async begin(): Promise<number> {
    const transaction = this.nextTransaction++;
    await this.send({ kind: 'begin', tx: transaction });
    return transaction;
  }

  async end(transaction: number, how: 'commit' | 'rollback'): Promise<void> {
    await this.send({ kind: how, tx: transaction });
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
  }
}
