import { sql } from 'kysely';
import type { Db } from './db/database';

/**
 * A process manager's place in the log (a `process` row of the shared checkpoint table, which
 * read-your-writes ignores): the settlement and mail reactors each keep one.
 */
export class ProcessCheckpoint {
  constructor(
    private readonly db: Db,
    readonly name: string,
  ) {}

  /** Creates the row at `initial` if the process never ran; an existing row stays where it is. */
  async ensure(initial: number): Promise<void> {
    await this.db
      .insertInto('checkpoints')
      .values({ kind: 'process', name: this.name, position: initial, updated_at: new Date() })
      .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
      .execute();
  }

  async read(): Promise<number> {
    const row = await this.db.selectFrom('checkpoints').select('position').where('kind', '=', 'process').where('name', '=', this.name).executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  /** Moves it forward to `position` (never back: two instances may write it). */
  async move(position: number): Promise<void> {
    await this.db
      .updateTable('checkpoints')
      .set({ position: sql<number>`greatest(position, ${position})`, updated_at: new Date() })
      .where('kind', '=', 'process')
      .where('name', '=', this.name)
      .execute();
  }
}
