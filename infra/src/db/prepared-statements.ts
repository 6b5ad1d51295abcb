import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements kept prepared per connection; later new ones run unnamed (planned each time, as before). */
const MAX_PER_CONNECTION = 200;
/** Longer statements (a rebuild's many-row inserts) are rarely the same twice: not worth a slot. */
const MAX_TEXT = 8_000;

interface Prepared {
  names: Set<string>;
  /** Statements the server refused to run prepared (a table's columns changed under it). */
  unprepared: Set<string>;
}

/**
 * A pool whose clients send each statement with parameters as a named prepared statement, once per
 * connection, then only its values. PostgreSQL then parses a statement once per connection and,
 * after five runs whose plans cost the same, keeps one generic plan instead of planning every run:
 * measured on the trades benchmark, planning alone took about a third of the server's time. Used
 * through `preparedOf` (database.ts) by code that finds rows by key.
 * Statements without parameters (begin, commit, DDL) go as before.
 *
 * A prepared statement whose result's columns change (a migration adding a column under a running
 * process) fails with "cached plan must not change result type": it runs again unnamed, and unnamed
 * from then on, on that connection. Inside a transaction the failure has ended the transaction, so
 * the run again fails too and the caller's retry of the whole transaction runs it unnamed.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) wrapped.set(client, (wrapper = preparing(client)));
      return wrapper;
    },
    // The pool belongs to the database's own handle, which ends it.
    end: async () => {},
  };
}

function preparing(client: pg.PoolClient): PostgresPoolClient {
  const prepared: Prepared = { names: new Set(), unprepared: new Set() };
  const query = (text: string, values?: readonly unknown[]): unknown => {
    // A cursor (kysely's streaming) passes through as it is.
    if (typeof text !== 'string') return client.query(text);
    const name = values && values.length > 0 ? nameFor(text, prepared) : null;
    if (!name) return client.query(text, values && [...values]);
    return client.query({ name, text, values: [...values!] }).catch((error: unknown) => {
      if (!changedResultType(error)) throw error;
      prepared.unprepared.add(text);
      return client.query(text, [...values!]);
    });
  };
  return { query: query as PostgresPoolClient['query'], release: () => client.release() };
}

/** Names already worked out, by statement: a map look-up costs less than hashing the text again. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name) return name;
  if (names.size >= MAX_NAMES) names.clear();
  names.set(text, (name = `s_${createHash('sha1').update(text).digest('base64url')}`));
  return name;
}

function nameFor(text: string, prepared: Prepared): string | null {
  if (text.length > MAX_TEXT || prepared.unprepared.has(text)) return null;
  const name = nameOf(text);
  if (prepared.names.has(name)) return name;
  if (prepared.names.size >= MAX_PER_CONNECTION) return null;
  prepared.names.add(name);
  return name;
}

/** PostgreSQL's feature_not_supported for a cached plan whose columns changed. */
const changedResultType = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(error.message);
