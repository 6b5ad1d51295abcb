import { searchWords } from '@barteraid/infra/db/search-words';
import { sql } from 'kysely';
import type { ProjectedEventOf, ProjectionTransaction } from '../projection';
import { eraseClosedOwner } from './closed-owner';
import {
  contribution,
  isLifecycleEvent,
  lifecycleChange,
  listingColumns,
  listingContent,
  postedListingRow,
  publicPointOf,
  revisedTime,
  verificationChangeOf,
  type ListingRow,
  type ListingsEventType,
} from './rows';

type ListingsEvent = ProjectedEventOf<ListingsEventType>;
type Owner = { member_id: string; username: string; verification_status: string; public_lat: number | null; public_lng: number | null };

/** A listing the batch touches, as it stands after the events seen so far. */
interface Tracked {
  row: ListingRow;
  /** It was in the table before the batch (updated), rather than posted in it (inserted). */
  stored: boolean;
  /** Stored and active before the batch: its lexemes are counted now. */
  countedBefore: boolean;
  /** Its text or activity changed, so its lexemes must be counted again. */
  recount: boolean;
  changed: boolean;
  /** Deleted in the batch: written as inactive (so its lexemes leave the counts), then its row goes. */
  deleted?: boolean;
}

/** The column list of jsonb_to_recordset for listing rows: the table's own columns and types. */
const listingRecord = sql.raw(`r(id uuid, owner_id uuid, owner_username text, owner_verification_status text, title text,
  description text, category text, type text, credits_cents bigint, location text, is_urgent boolean, is_active boolean,
  deactivated_by_admin boolean, deactivation_reason text, zip text, zip_lat double precision, zip_lng double precision,
  owner_lat double precision, owner_lng double precision, created_at timestamptz, updated_at timestamptz, status text,
  fresh_at timestamptz, expires_at timestamptz, expiry_reminded_at timestamptz, expired_at timestamptz)`);
const columnList = sql.raw(listingColumns.join(', '));

/**
 * The listings projection's batch path: the same rows as `apply` on each event in turn, with
 * every row written once per batch. The events are folded in memory over the stored rows they
 * touch; then each table gets one statement: the listings inserted and updated, the owners
 * upserted, the quick stats moved by the batch's net change, the vocabulary extended, and the
 * per-lexeme counts moved by (lexemes of the touched listings after) − (before). A hot lexeme
 * ("water") is updated once per batch instead of once per listing that uses it: inside one
 * transaction every update leaves a dead row version that the next update of that row walks
 * past, so per-event updates grew quadratically with the batch.
 *
 * A lexeme whose count falls to zero loses its row, in both paths (migration 0013): its rows are
 * then the same whether a listing came and went within one batch or across two.
 */
export async function applyListingEvents(batch: ListingsEvent[], trx: ProjectionTransaction): Promise<void> {
  // Nothing of a closed member happens after their closing, so it can be applied after the rest.
  const closed = batch.flatMap((event) => (event.type === 'MemberAccountClosed' ? [event.data.memberId] : []));
  const events = batch.filter((event) => event.type !== 'MemberAccountClosed');
  await applyOtherEvents(events, trx);
  for (const memberId of closed) await eraseClosedOwner(trx, memberId);
}

async function applyOtherEvents(events: ListingsEvent[], trx: ProjectionTransaction): Promise<void> {
  const listingIds = new Set<string>();
  const memberIds = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'MemberRegistered':
      case 'MemberAccountClosed':
      case 'MemberLocationSet':
      case 'VerificationSubmitted':
      case 'VerificationApproved':
      case 'VerificationRejected':
        memberIds.add(event.data.memberId);
        break;
      case 'ListingPosted':
        memberIds.add(event.data.ownerId);
        break;
      default:
        listingIds.add(event.data.listingId);
    }
  }

  const listings = new Map<string, Tracked>();
  if (listingIds.size > 0) {
    const stored = await trx.selectFrom('listings').select(listingColumns).where('id', 'in', [...listingIds]).execute();
    for (const row of stored) listings.set(row.id, { row, stored: true, countedBefore: row.is_active, recount: false, changed: false });
  }
  // A member without an owner row stays without one (as `apply` leaves them): verification does not create it.
  const owners = new Map<string, Owner | undefined>();
  if (memberIds.size > 0) {
    const stored = await trx.selectFrom('listing_owners').selectAll().where('member_id', 'in', [...memberIds]).execute();
    for (const owner of stored) owners.set(owner.member_id, owner);
  }
  const changedOwners = new Set<string>();
  /** The last verification status each member got in this batch, for their listings not loaded here. */
  const verifications = new Map<string, string>();
  /** The last public point each member got in this batch, likewise. */
  const placements = new Map<string, { lat: number | null; lng: number | null }>();
  const stats = { touched: false, active: 0, urgentNeeds: 0, offers: 0 };
  /** The texts whose words the vocabulary learns (their words are taken while the listings are written). */
  const texts: string[] = [];

  const adjustStats = (before: Parameters<typeof contribution>[0], after: Parameters<typeof contribution>[0]) => {
    const was = contribution(before);
    const now = contribution(after);
    const delta = { active: now.active - was.active, urgentNeeds: now.urgentNeeds - was.urgentNeeds, offers: now.offers - was.offers };
    if (delta.active === 0 && delta.urgentNeeds === 0 && delta.offers === 0) return;
    // `apply` creates the stats row at the first change, even one a later event undoes.
    stats.touched = true;
    stats.active += delta.active;
    stats.urgentNeeds += delta.urgentNeeds;
    stats.offers += delta.offers;
  };
  const learnWords = (...parts: string[]) => texts.push(parts.join(' '));

  for (const event of events) {
    const verification = verificationChangeOf(event);
    if (verification) {
      const owner = owners.get(verification.memberId);
      if (owner) {
        owners.set(verification.memberId, { ...owner, verification_status: verification.status });
        changedOwners.add(verification.memberId);
      }
      verifications.set(verification.memberId, verification.status);
      for (const tracked of listings.values()) {
        if (tracked.row.owner_id !== verification.memberId) continue;
        tracked.row = { ...tracked.row, owner_verification_status: verification.status };
        tracked.changed = true;
      }
      continue;
    }
    if (isLifecycleEvent(event)) {
      const tracked = listings.get(event.data.listingId);
      if (!tracked) continue;
      const before = tracked.row;
      tracked.row = { ...before, ...lifecycleChange(event) };
      tracked.changed = true;
      adjustStats(before, tracked.row);
      continue;
    }
    switch (event.type) {
      case 'MemberRegistered': {
        const owner = owners.get(event.data.memberId);
        owners.set(
          event.data.memberId,
          owner
            ? { ...owner, username: event.data.username }
            : { member_id: event.data.memberId, username: event.data.username, verification_status: 'pending', public_lat: null, public_lng: null },
        );
        changedOwners.add(event.data.memberId);
        break;
      }
      case 'MemberLocationSet': {
        const memberId = event.data.memberId;
        const point = publicPointOf(event);
        const owner = owners.get(memberId);
        if (owner) {
          owners.set(memberId, { ...owner, public_lat: point.lat, public_lng: point.lng });
          changedOwners.add(memberId);
        }
        placements.set(memberId, point);
        for (const tracked of listings.values()) {
          if (tracked.row.owner_id !== memberId) continue;
          tracked.row = { ...tracked.row, owner_lat: point.lat, owner_lng: point.lng };
          tracked.changed = true;
        }
        break;
      }
      case 'ListingPosted': {
        const listing = event.data;
        if (listings.has(listing.listingId)) throw new Error(`Listing ${listing.listingId} was posted twice`);
        const owner = owners.get(listing.ownerId);
        const row = postedListingRow(event, owner);
        listings.set(listing.listingId, { row, stored: false, countedBefore: false, recount: true, changed: true });
        adjustStats(undefined, row);
        learnWords(listing.title, listing.description, listing.location);
        break;
      }
      case 'ListingRevised': {
        const listing = event.data;
        const tracked = listings.get(listing.listingId);
        if (!tracked) break;
        const before = tracked.row;
        tracked.row = { ...before, ...listingContent(listing), ...revisedTime(before, listing), updated_at: event.createdAt };
        tracked.recount = tracked.changed = true;
        adjustStats(before, tracked.row);
        learnWords(listing.title, listing.description, listing.location);
        break;
      }
      case 'ListingDeactivated':
      case 'ListingReactivated': {
        const tracked = listings.get(event.data.listingId);
        if (!tracked) break;
        const before = tracked.row;
        const deactivated = event.type === 'ListingDeactivated';
        tracked.row = {
          ...before,
          is_active: !deactivated,
          deactivated_by_admin: deactivated ? event.data.byAdmin : false,
          deactivation_reason: deactivated ? event.data.reason : null,
          updated_at: event.createdAt,
        };
        tracked.recount = tracked.changed = true;
        adjustStats(before, tracked.row);
        break;
      }
      case 'ListingDeleted': {
        const tracked = listings.get(event.data.listingId);
        if (!tracked) break;
        const before = tracked.row;
        tracked.row = { ...before, is_active: false, updated_at: event.createdAt };
        tracked.recount = tracked.changed = tracked.deleted = true;
        adjustStats(before, tracked.row);
        break;
      }
      default:
        break;
    }
  }

  const touched = [...listings.values()].filter((tracked) => tracked.changed);
  // Counted from the stored search vectors before they change, as `apply` does.
  const uncounted = touched.filter((tracked) => tracked.stored && tracked.countedBefore && tracked.recount).map((tracked) => tracked.row.id);
  const removed = { lexemes: [] as string[], active: [] as number[], title: [] as number[] };
  if (uncounted.length > 0) {
    const { rows } = await sql<{ lexeme: string; active: number; title: number }>`
      select lexeme, -count(*)::int as active,
        -count(*) filter (where lexeme = any (tsvector_to_array(l.title_search)))::int as title
      from listings l, unnest(tsvector_to_array(l.search)) as lexeme
      where l.id = any (${uncounted}::uuid[])
      group by lexeme`.execute(trx);
    for (const row of rows) {
      removed.lexemes.push(row.lexeme);
      removed.active.push(row.active);
      removed.title.push(row.title);
    }
  }

  if (changedOwners.size > 0) {
    await trx
      .insertInto('listing_owners')
      .values([...changedOwners].map((memberId) => owners.get(memberId)!))
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          verification_status: eb.ref('excluded.verification_status'),
          public_lat: eb.ref('excluded.public_lat'),
          public_lng: eb.ref('excluded.public_lng'),
        })),
      )
      .execute();
  }
  // Before the listings below: those loaded here carry their own final status, written after.
  if (verifications.size > 0) {
    const changes = [...verifications].map(([member_id, status]) => ({ member_id, status }));
    await sql`
      update listings set owner_verification_status = v.status
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(member_id uuid, status text)
      where listings.owner_id = v.member_id`.execute(trx);
  }
  if (placements.size > 0) {
    const changes = [...placements].map(([member_id, point]) => ({ member_id, lat: point.lat, lng: point.lng }));
    await sql`
      update listings set owner_lat = p.lat, owner_lng = p.lng
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as p(member_id uuid, lat double precision, lng double precision)
      where listings.owner_id = p.member_id`.execute(trx);
  }
  const updated = touched.filter((tracked) => tracked.stored).map((tracked) => tracked.row);
  if (updated.length > 0) {
    const assignments = sql.raw(listingColumns.filter((column) => column !== 'id').map((column) => `${column} = r.${column}`).join(', '));
    await sql`
      update listings set ${assignments}
      from jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) as ${listingRecord}
      where listings.id = r.id`.execute(trx);
  }

  // Posted listings are counted from the vectors their insert returns; updated ones are read back.
  const posted = touched.filter((tracked) => !tracked.stored).map((tracked) => tracked.row);
  const recounted = touched.filter((tracked) => tracked.stored && tracked.recount && tracked.row.is_active).map((tracked) => tracked.row.id);
  let written: Promise<unknown> = Promise.resolve();
  if (posted.length > 0 || recounted.length > 0 || removed.lexemes.length > 0) {
    written = sql`
      with posted as (
        insert into listings (${columnList})
        select ${columnList} from jsonb_to_recordset(${JSON.stringify(posted)}::jsonb) as ${listingRecord}
        returning is_active, search, title_search),
      counted as (
        select search, title_search from posted where is_active
        union all
        select search, title_search from listings where id = any (${recounted}::uuid[]))
      insert into listing_lexemes as counts (lexeme, active_count, title_count)
      select lexeme, sum(active)::int, sum(title)::int
      from (
        select lexeme, 1, case when lexeme = any (tsvector_to_array(l.title_search)) then 1 else 0 end
        from counted l, unnest(tsvector_to_array(l.search)) as lexeme
        union all
        select * from unnest(${removed.lexemes}::text[], ${removed.active}::int[], ${removed.title}::int[])
      ) as changes (lexeme, active, title)
      group by lexeme
      having sum(active) <> 0 or sum(title) <> 0
      on conflict (lexeme) do update set
        active_count = counts.active_count + excluded.active_count,
        title_count = counts.title_count + excluded.title_count`.execute(trx);
  }
  // The database computes the new rows' search vectors meanwhile: the vocabulary's words are taken
  // here once the statement is on its way (after a turn of the event loop), on the other core. Its
  // failure is awaited below; handled at once so it is never reported as unhandled meanwhile.
  written.catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  const words = new Set(texts.flatMap((text) => searchWords(text)));
  await written;
  if (removed.lexemes.length > 0) {
    await sql`delete from listing_lexemes where active_count = 0 and lexeme = any (${removed.lexemes}::text[])`.execute(trx);
  }
  const deleted = touched.filter((tracked) => tracked.deleted).map((tracked) => tracked.row.id);
  if (deleted.length > 0) await trx.deleteFrom('listings').where('id', 'in', deleted).execute();

  if (stats.touched) {
    await trx
      .insertInto('listing_stats')
      .values({ id: 1, active_listings: stats.active, urgent_needs: stats.urgentNeeds, available_offers: stats.offers })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          active_listings: eb('listing_stats.active_listings', '+', stats.active),
          urgent_needs: eb('listing_stats.urgent_needs', '+', stats.urgentNeeds),
          available_offers: eb('listing_stats.available_offers', '+', stats.offers),
        })),
      )
      .execute();
  }
  if (words.size > 0) {
    await sql`insert into listing_words (word) select unnest(${[...words]}::text[]) on conflict (word) do nothing`.execute(trx);
  }
}
