// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its
// work never holds up the thread that serves HTTP, projects events and writes to sockets. Plain
// JavaScript on purpose: a worker thread is started by Node itself, outside any TypeScript loader.
//
// Requests: {kind: 'query', id, sql, params, tx?}, {kind: 'begin' | 'commit' | 'rollback', id, tx},
// {kind: 'listen', id, channel}, {kind: 'close', id}. Queries outside a transaction are not made to
// wait for each other's answers: they queue in PGlite in the order they came, so the other thread
// can keep many in flight. A transaction holds PGlite (everything else queues behind it) from its
// 'begin' to its 'commit' or 'rollback', and runs only the queries that name it.
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

const answer = (id, result) => parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
const fail = (id, error) => parentPort.postMessage({ id, error: errorFields(error) });
const done = (id) => parentPort.postMessage({ id, rows: [], affectedRows: 0 });

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

function begin(request) {
  const inbox = new Inbox();
  transactions.set(request.tx, inbox);
  let ending = null;
  pglite
    .transaction(async (tx) => {
      done(request.id);
      for (;;) {
        const next = await inbox.next();
        if (next.kind === 'query') {
          await tx.query(next.sql, next.params).then((result) => answer(next.id, result), (error) => fail(next.id, error));
          continue;
        }
        ending = next;
        if (next.kind === 'rollback') await tx.rollback();
        return;
      }
    })
    .then(
      () => ending && done(ending.id),
      // A failed BEGIN has no ending yet: the begin itself is refused.
      (error) => fail(ending ? ending.id : request.id, error),
    )
    .finally(() => transactions.delete(request.tx));
}

const unsubscribes = new Map();

parentPort.on('message', async (request) => {
  switch (request.kind) {
    case 'query':
      if (request.tx !== undefined) {
        const inbox = transactions.get(request.tx);
        if (inbox) return inbox.push(request);
        return fail(request.id, new Error('the transaction has ended'));
      }
      return pglite.query(request.sql, request.params).then((result) => answer(request.id, result), (error) => fail(request.id, error));
    case 'begin':
      return begin(request);
    case 'commit':
    case 'rollback': {
      const inbox = transactions.get(request.tx);
      if (inbox) return inbox.push(request);
      return fail(request.id, new Error('the transaction has ended'));
    }
    case 'listen':
      if (!unsubscribes.has(request.channel)) {
        unsubscribes.set(request.channel, await pglite.listen(request.channel, () => parentPort.postMessage({ notify: request.channel })));
      }
      return done(request.id);
    case 'close':
      await pglite.close();
      return done(request.id);
  }
});
parentPort.postMessage({ ready: true });
