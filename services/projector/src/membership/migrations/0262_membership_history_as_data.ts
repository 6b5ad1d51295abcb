import { sql, type Kysely } from 'kysely';
import { escapeRegExp } from '@barteraid/events/pattern';
import { membershipHistory, membershipHistoryTiers } from '@barteraid/events/messages/membership-history';

/** A stored English line and the template it was written from, with each part's value. */
export function lineOf(summary: string): { code: string; params: Record<string, string | number> | null } {
  const tierOf = new Map<string, string>(Object.entries(membershipHistoryTiers.en).map(([tier, words]) => [words, tier]));
  for (const [key, template] of Object.entries(membershipHistory.en)) {
    if (key === 'asWritten') continue;
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    const found = new RegExp(`^${source}$`, 's').exec(summary);
    if (!found) continue;
    const params: Record<string, string | number> = {};
    // A count of days is stored as the number the projection gives it; every other part as text.
    names.forEach((name, index) => (params[name] = name === 'days' ? Number(found[index + 1]) : (found[index + 1] ?? '')));
    if (typeof params.tierName === 'string') params.tierName = tierOf.get(params.tierName) ?? params.tierName;
    return { code: `${membershipHistory.feature}.${key}`, params: names.length > 0 ? params : null };
  }
  return { code: `${membershipHistory.feature}.asWritten`, params: { summary } };
}

/**
 * The admin's membership history is stored as data, `{code, params}` of the membership history
 * catalogue, written in the reader's language when read. Each stored English line gets the code of
 * the template the projection wrote it from (a line of no known form is kept as written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table membership_history add column summary_code text, add column summary_params jsonb`.execute(db);
  const rows = await sql<{ id: string; summary: string }>`select id, summary from membership_history`.execute(db);
  for (const row of rows.rows) {
    const line = lineOf(row.summary);
    await sql`update membership_history set summary_code = ${line.code}, summary_params = ${line.params === null ? null : JSON.stringify(line.params)}::jsonb where id = ${row.id}`.execute(db);
  }
  await sql`alter table membership_history alter column summary_code set not null, drop column summary`.execute(db);
}
