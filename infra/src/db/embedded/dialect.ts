import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { EmbeddedDatabaseThread } from './database-thread';

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end)\s*;?\s*$/i;

/**
 * A connection to the database thread. Outside a transaction it holds nothing, so every query of the
 * process can be in flight at once; inside one, its queries name the transaction.
 */
class ThreadConnection implements DatabaseConnection {
  transaction: number | undefined;

  constructor(private readonly thread: EmbeddedDatabaseThread) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A transaction written as SQL on a held connection (rather than Kysely's transaction()) is one too.
    if (this.transaction === undefined && BEGIN.test(compiled.sql)) {
      this.transaction = await this.thread.begin();
      return { rows: [] };
    }
    if (this.transaction !== undefined && END.test(compiled.sql)) {
      await this.end(/^\s*rollback/i.test(compiled.sql) ? 'rollback' : 'commit');
      return { rows: [] };
    }
    const result = await this.thread.query<R>(compiled.sql, compiled.parameters, this.transaction);
    return result.affectedRows ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows };
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    const transaction = this.transaction;
    this.transaction = undefined;
    if (transaction !== undefined) await this.thread.end(transaction, how);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the embedded database does not stream query results');
  }
}

class ThreadDriver implements Driver {
  constructor(private readonly thread: EmbeddedDatabaseThread) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection let go inside a transaction (its holder failed) must not keep PGlite from everyone else.
    await (connection as ThreadConnection).end('rollback');
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** Kysely on the embedded database thread: PostgreSQL's SQL, queries as messages to the thread. */
export class EmbeddedThreadDialect implements Dialect {
  constructor(private readonly thread: EmbeddedDatabaseThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new ThreadDriver(this.thread);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
