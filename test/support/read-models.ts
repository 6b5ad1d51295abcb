import { sql } from 'kysely';
import type { Db } from '@barteraid/infra';
import { allProjections } from '@barteraid/projector';

/** The tables the named projections own. */
export function tablesOf(projectionNames: string[]): string[] {
  return allProjections.filter((projection) => projectionNames.includes(projection.name)).flatMap((projection) => projection.tables);
}

/** Every row of the given tables as sorted JSON lines: equal snapshots mean equal read models. */
export async function tableSnapshot(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
