import { sql, type Kysely } from 'kysely';

/**
 * A ledger entry's line is stored as data, `{code, params}` of the ledger lines catalogue, written
 * in the reader's language when read. Stored English lines get their codes here, by the form the
 * projection and the settlement wrote them in; any other words (a grant's, a debit's, a refund's)
 * are kept as written, as the `described` line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entries add column description_code text, add column description_params jsonb`.execute(db);
  await sql`update ledger_entries set description_code = 'ledgerLines.described', description_params = jsonb_build_object('description', description)`.execute(db);
  await sql`update ledger_entries set description_code = 'ledgerLines.welcomeBonus', description_params = null
    where kind = 'earned' and description = 'Welcome bonus' and coalesce(event_type, 'WelcomeBonusGranted') = 'WelcomeBonusGranted'`.execute(db);
  await sql`update ledger_entries set description_code = 'ledgerLines.heldForTrade', description_params = jsonb_build_object('title', substr(description, 17))
    where kind = 'hold' and description like 'Held for trade: %'`.execute(db);
  await sql`update ledger_entries set description_code = 'ledgerLines.holdReturned', description_params = jsonb_build_object('title', substr(description, 16))
    where kind = 'release' and description like 'Hold returned: %'`.execute(db);
  await sql`update ledger_entries set description_code = 'ledgerLines.holdReturnedInPartFor', description_params = jsonb_build_object('title', substr(description, 34))
    where kind = 'release' and description like 'Hold returned in part (dispute): %'`.execute(db);
  for (const [side, code, eventType] of [
    ['to', 'ledgerLines.tradePaidTo', 'EscrowPaid'],
    ['by', 'ledgerLines.tradePaidBy', 'EscrowReceived'],
  ] as const) {
    const form = `^Trade: (.*) \\(paid ${side} ([^()]*)\\)$`;
    await sql`update ledger_entries set description_code = ${code},
        description_params = jsonb_build_object('title', regexp_replace(description, ${form}, ${'\\1'}), 'name', regexp_replace(description, ${form}, ${'\\2'}))
      where description ~ ${form} and coalesce(event_type, ${eventType}) = ${eventType}`.execute(db);
  }
  await sql`alter table ledger_entries alter column description_code set not null, drop column description`.execute(db);
}
