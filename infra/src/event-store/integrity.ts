import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/**
 * Tamper evidence for the PostgreSQL event log (migration 0120): each event's hash chains to the
 * one before it in its stream, and anchors hash every stream's head at a position. Verifying
 * recomputes both from the stored events; see ARCHITECTURE.md for what that does and does not prove.
 */

/** The first place where the stored log does not match its hashes. */
export interface LogBreak {
  stream: string;
  /** The revision that does not match (for a gap: the first revision after it). */
  revision: number;
  position: number;
  problem: string;
}

export interface AnchorCheck {
  position: number;
  streams: number;
  headsHash: string;
  createdAt: Date;
  /** Null when the log still gives the same heads at that position. */
  problem: string | null;
}

export interface LogVerification {
  /** Events whose hashes were recomputed. */
  events: number;
  streams: number;
  /** The log's head when the verification started: everything up to here was checked. */
  throughPosition: number;
  broken: LogBreak | null;
  /** The newest anchor, checked against the log (null when none was recorded yet, or a single stream was checked). */
  anchor: AnchorCheck | null;
  verifiedAt: Date;
}

export interface VerifyScope {
  /** One stream only. */
  stream?: string;
  /** The streams named for this member (member-, ledger-, verification-… <id>). */
  memberId?: string;
  /**
   * Only the events after this position, each chained to the event before it in its stream (which
   * an earlier verification checked): the scheduled audit's step between two whole ones. The newest
   * anchor is checked as in a whole verification.
   */
  afterPosition?: number;
}

/** Events per read: enough to keep the round trips few, small enough to hold in memory. */
const CHUNK = 5000;

export interface VerifyOptions {
  onProgress?: (checked: number, total: number) => void;
  /** Events per read (default 5000). */
  chunkSize?: number;
}

/** Streams a member's id names (every per-member stream ends with `-<member id>`). */
const memberStreams = (memberId: string) => `%-${memberId.replace(/[\\%_]/g, (char) => `\\${char}`)}`;

interface ChainRow {
  stream_name: string;
  stream_revision: string;
  position: string;
  previous_revision: string | null;
  hash_ok: boolean;
}

/**
 * Recomputes every hash in scope, stream by stream in revision order, and names the first event
 * whose stored hash does not follow from its content and its predecessor's hash, or the first gap
 * in a stream's revisions (a deleted event). Then checks the newest anchor (whole-log scope only).
 */
export async function verifyLog(db: Db, scope: VerifyScope = {}, options: VerifyOptions = {}): Promise<LogVerification> {
  const verifiedAt = new Date();
  const chunk = options.chunkSize ?? CHUNK;
  const after = scope.afterPosition;
  const inScope = scope.stream !== undefined
    ? sql`stream_name = ${scope.stream}`
    : scope.memberId !== undefined
      ? sql`stream_name like ${memberStreams(scope.memberId)}`
      : after !== undefined
        ? sql`position > ${after}`
        : sql`true`;
  // What the chain is read from: the events in scope or, after a position, the streams written
  // since, from the event before the first new one (its stored hash starts the chain).
  const source =
    after === undefined
      ? sql`(select * from es_events where ${inScope})`
      : sql`(select e.* from es_events e join (
            select stream_name, min(stream_revision) - 1 as first from es_events where position > ${after} group by stream_name
          ) touched on touched.stream_name = e.stream_name and e.stream_revision >= touched.first)`;
  const totals = await sql<{ events: string; streams: string; head: string | null }>`
    select count(*) as events, count(distinct stream_name) as streams, max(position) as head from es_events where ${inScope}`.execute(db);
  const total = Number(totals.rows[0]?.events ?? 0);
  const head = await sql<{ head: string | null }>`select max(position) as head from es_events`.execute(db);
  const throughPosition = Number(head.rows[0]?.head ?? 0);

  let checked = 0;
  let broken: LogBreak | null = null;
  // Each read after the first starts at the last event of the one before, so that event's hash chains the next.
  let from: { stream: string; revision: number } | null = null;
  for (;;) {
    const onward: RawBuilder<unknown> = from ? sql`(stream_name, stream_revision) >= (${from.stream}, ${from.revision})` : sql`true`;
    const rows: { rows: ChainRow[] } = await sql<ChainRow>`
      with chunk as (
        select * from ${source} as scoped where ${onward}
        order by stream_name, stream_revision limit ${chunk + (from ? 1 : 0)}
      ), chained as (
        select chunk.*, lag(hash) over w as previous_hash, lag(stream_revision) over w as previous_revision
        from chunk window w as (partition by stream_name order by stream_revision)
      )
      select stream_name, stream_revision, position, previous_revision,
             hash = es_event_hash(coalesce(previous_hash, es_genesis_hash()), event_id, stream_name, stream_revision, type, data, metadata) as hash_ok
      from chained order by stream_name, stream_revision`.execute(db);
    const fresh = from ? rows.rows.slice(1) : rows.rows;
    let checkedHere = 0;
    for (const row of fresh) {
      // The event before a stream's first new one only starts the chain: it was verified before.
      if (after !== undefined && Number(row.position) <= after) continue;
      checkedHere += 1;
      const revision = Number(row.stream_revision);
      const previous = row.previous_revision === null ? null : Number(row.previous_revision);
      const expected = previous === null ? 0 : previous + 1;
      const problem =
        revision !== expected
          ? `revisions ${expected} to ${revision - 1} are missing`
          : !row.hash_ok
            ? 'the stored hash does not match the event’s content and the hash before it'
            : null;
      if (problem) {
        broken = { stream: row.stream_name, revision, position: Number(row.position), problem };
        break;
      }
    }
    checked += checkedHere;
    options.onProgress?.(checked, total);
    if (broken || fresh.length === 0 || rows.rows.length < chunk + (from ? 1 : 0)) break;
    const last: ChainRow = rows.rows[rows.rows.length - 1]!;
    from = { stream: last.stream_name, revision: Number(last.stream_revision) };
  }
  const anchor = scope.stream === undefined && scope.memberId === undefined ? await checkNewestAnchor(db, throughPosition) : null;
  return { events: checked, streams: Number(totals.rows[0]?.streams ?? 0), throughPosition, broken, anchor, verifiedAt };
}

/** One hash over every stream's head (name, revision, hash) as of a position. */
const headsAt = (position: number) => sql<{ streams: string; heads_hash: Buffer }>`
  select count(*) as streams,
         sha256(convert_to(coalesce(string_agg(stream_name || ' ' || stream_revision || ' ' || encode(hash, 'hex'), E'\\n' order by stream_name), ''), 'UTF8')) as heads_hash
  from (select distinct on (stream_name) stream_name, stream_revision, hash
          from es_events where position <= ${position} order by stream_name, stream_revision desc) heads`;

interface AnchorRow {
  position: string;
  streams: string;
  heads_hash: Buffer;
  created_at: Date;
}

const anchorOf = (row: AnchorRow, problem: string | null): AnchorCheck => ({
  position: Number(row.position),
  streams: Number(row.streams),
  headsHash: Buffer.from(row.heads_hash).toString('hex'),
  createdAt: new Date(row.created_at),
  problem,
});

/**
 * Records an anchor at the log's current head (nothing when the log is empty or the head is
 * anchored already). Appends are serialised by one lock, so every event at or below the head read
 * here is committed and the anchor covers exactly them.
 */
export async function recordAnchor(db: Db): Promise<AnchorCheck | null> {
  const head = await sql<{ head: string | null }>`select max(position) as head from es_events`.execute(db);
  if (head.rows[0]?.head == null) return null;
  const position = Number(head.rows[0].head);
  const heads = (await headsAt(position).execute(db)).rows[0]!;
  const inserted = await sql<AnchorRow>`
    insert into es_anchors (position, streams, heads_hash) values (${position}, ${Number(heads.streams)}, ${heads.heads_hash})
    on conflict (position) do nothing returning position, streams, heads_hash, created_at`.execute(db);
  const row = inserted.rows[0] ?? (await sql<AnchorRow>`select * from es_anchors where position = ${position}`.execute(db)).rows[0]!;
  return anchorOf(row, null);
}

/** The newest anchor against the log as it is now: the same heads at its position, and the log no shorter. */
async function checkNewestAnchor(db: Db, head: number): Promise<AnchorCheck | null> {
  const newest = await sql<AnchorRow>`select * from es_anchors order by position desc limit 1`.execute(db);
  const row = newest.rows[0];
  if (!row) return null;
  const position = Number(row.position);
  if (head < position) return anchorOf(row, `the log ends at position ${head}, before this anchor's ${position}: its newest events were removed`);
  const now = (await headsAt(position).execute(db)).rows[0]!;
  const same = Buffer.from(now.heads_hash).equals(Buffer.from(row.heads_hash)) && Number(now.streams) === Number(row.streams);
  return anchorOf(row, same ? null : `the streams' heads at position ${position} differ from those anchored: events up to there were removed or rewritten`);
}

/** Stores a verification's outcome, which admins see on a member's page. */
export async function recordVerification(db: Db, result: LogVerification): Promise<void> {
  const anchorProblem = result.anchor?.problem ?? null;
  await sql`
    insert into es_verifications (verified_at, through_position, events, ok, stream_name, stream_revision, problem)
    values (${result.verifiedAt}, ${result.throughPosition}, ${result.events}, ${result.broken === null && anchorProblem === null},
            ${result.broken?.stream ?? null}, ${result.broken?.revision ?? null}, ${result.broken?.problem ?? anchorProblem})`.execute(db);
}

export interface StoredVerification {
  verifiedAt: Date;
  throughPosition: number;
  events: number;
  ok: boolean;
  stream: string | null;
  revision: number | null;
  problem: string | null;
}

/** The newest stored verification of the whole log, if any. */
export async function latestVerification(db: Db): Promise<StoredVerification | null> {
  const result = await sql<{
    verified_at: Date;
    through_position: string;
    events: string;
    ok: boolean;
    stream_name: string | null;
    stream_revision: string | null;
    problem: string | null;
  }>`select * from es_verifications order by id desc limit 1`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    verifiedAt: new Date(row.verified_at),
    throughPosition: Number(row.through_position),
    events: Number(row.events),
    ok: row.ok,
    stream: row.stream_name,
    revision: row.stream_revision === null ? null : Number(row.stream_revision),
    problem: row.problem,
  };
}
