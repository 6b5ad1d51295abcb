// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its
// work never holds up the thread that serves HTTP, projects events and writes to sockets. Plain
// JavaScript on purpose: a worker thread is started by Node itself, outside any TypeScript loader.
//
// Requests: {kind: 'query', id, sql, params, tx?, opens?}, {kind: 'commit' | 'rollback', id, tx},
// {kind: 'listen', id, channel}, {kind: 'close', id}. Queries outside a transaction are not made to
// wait for each other's answers: they queue in PGlite in the order they came, so the other thread
// can keep many in flight. A transaction begins with its first query (`opens`), holds PGlite
// (everything else queues behind it) until its 'commit' or 'rollback', and runs only the queries
// that name it. Those come marked `sync`: their answer goes back on the `replies` port and the
// shared `signal` wakes the other thread, which waits for it without returning to its event loop
// (see database-thread.ts), so PGlite is never held waiting for that thread's other work.
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const INT8 = 20;
// pg_trgm: typo-tolerant marketplace search (the migration creates the extension).
const pglite = await PGlite.create({
  dataDir: workerData.dataDir,
  parsers: { [INT8]: (value) => Number(value) },
  extensions: { pg_trgm },
});

/** What the other thread needs of a PostgreSQL error to tell its kind (code) and cause. */
const errorFields = (error) => {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  for (const name of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position']) {
    if (error && typeof error === 'object' && error[name] !== undefined) fields[name] = error[name];
  }
  return fields;
};

const { replies, signal } = workerData;
const ANSWERED = 1;
const GONE = 2;
// However this thread ends, a statement the other thread is blocked on must not wait for ever.
process.on('exit', () => {
  Atomics.store(signal, 0, GONE);
  Atomics.notify(signal, 0);
});

/** Sends an answer the way the request waits for it: a message, or a reply and a wake-up. */
const reply = (request, message) => {
  if (!request.sync) return parentPort.postMessage(message);
  replies.postMessage(message);
  Atomics.store(signal, 0, ANSWERED);
  Atomics.notify(signal, 0);
};
const answer = (request, result) => reply(request, { id: request.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
const fail = (request, error) => reply(request, { id: request.id, error: errorFields(error) });
const done = (request) => reply(request, { id: request.id, rows: [], affectedRows: 0 });

/** The requests of one open transaction, handed over one at a time as they come. */
class Inbox {
  #waiting = [];
  #queued = [];
  push(request) {
    const take = this.#waiting.shift();
    if (take) take(request);
    else this.#queued.push(request);
  }
  next() {
    const queued = this.#queued.shift();
    return queued ? Promise.resolve(queued) : new Promise((resolve) => this.#waiting.push(resolve));
  }
}

const transactions = new Map();

/** Begins a transaction with its first query, which runs once PGlite is free of the others. */
function begin(first) {
  const inbox = new Inbox();
  transactions.set(first.tx, inbox);
  inbox.push(first);
  let ending = null;
  pglite
    .transaction(async (tx) => {
      for (;;) {
        const next = await inbox.next();
        if (next.kind === 'query') {
          await tx.query(next.sql, next.params).then((result) => answer(next, result), (error) => fail(next, error));
          continue;
        }
        ending = next;
        if (next.kind === 'rollback') await tx.rollback();
        return;
      }
    })
    .then(
      () => ending && done(ending),
      // A failed BEGIN has no ending yet: the first query is refused with it.
      (error) => fail(ending ?? first, error),
    )
    .finally(() => transactions.delete(first.tx));
}

const unsubscribes = new Map();

parentPort.on('message', async (request) => {
  switch (request.kind) {
    case 'query':
      if (request.opens) return begin(request);
      if (request.tx !== undefined) {
        const inbox = transactions.get(request.tx);
        if (inbox) return inbox.push(request);
        return fail(request, new Error('the transaction has ended'));
      }
      return pglite.query(request.sql, request.params).then((result) => answer(request, result), (error) => fail(request, error));
    case 'commit':
    case 'rollback': {
      const inbox = transactions.get(request.tx);
      if (inbox) return inbox.push(request);
      // Its BEGIN failed (the first query said so): there is nothing left to roll back.
      if (request.kind === 'rollback') return done(request);
      return fail(request, new Error('the transaction has ended'));
    }
    case 'listen':
      if (!unsubscribes.has(request.channel)) {
        unsubscribes.set(request.channel, await pglite.listen(request.channel, () => parentPort.postMessage({ notify: request.channel })));
      }
      return done(request);
    case 'close':
      await pglite.close();
      return done(request);
  }
});
parentPort.postMessage({ ready: true });
