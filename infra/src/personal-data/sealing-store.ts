import { erasedValue, mentionFields, personalData } from '@barteraid/events';
import { preparedOf, type Db } from '../db/database';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  MultiStreamAppendResult,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamWrite,
  SubscribeOptions,
  Subscription,
} from '../event-store/port';
import { ClaimNames } from './claim-names';
import { MemberKeys, type MemberKey } from './member-keys';
import { holdsMentions, mentionedMembers, openField, openMentions, sealMentions, sealValue, tokenOwner } from './seal';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The members whose keys sealing this event needs: its subject, and everyone its free text mentions. */
function membersToSeal(event: NewEvent): string[] {
  if (!isData(event.data)) return [];
  const ids: string[] = [];
  const declared = personalData[event.type];
  const subject = declared ? event.data[declared.subject] : undefined;
  if (typeof subject === 'string') ids.push(subject);
  for (const field of mentionFields[event.type] ?? []) {
    const text = event.data[field];
    if (typeof text === 'string' && holdsMentions(text)) ids.push(...mentionedMembers(text));
  }
  return ids;
}

function sealEvent<E extends NewEvent>(event: E, keys: ReadonlyMap<string, MemberKey>): E {
  if (!isData(event.data)) return event;
  const data: Data = { ...event.data };
  const declared = personalData[event.type];
  const subject = declared ? data[declared.subject] : undefined;
  if (declared && typeof subject === 'string') {
    const key = keys.get(subject);
    for (const [field, erasedAs] of Object.entries(declared.fields)) {
      const value = data[field];
      if (value === null || value === undefined || tokenOwner(value)) continue;
      // A closed member has no key: what would be written about them is written erased.
      data[field] = key ? sealValue(subject, key, value) : erasedValue(erasedAs, subject);
    }
  }
  for (const field of mentionFields[event.type] ?? []) {
    const text = data[field];
    if (typeof text === 'string' && holdsMentions(text)) data[field] = sealMentions(text, keys);
  }
  return { ...event, data };
}

/** The members whose keys reading this event needs (none for almost every event). */
function membersToOpen(event: RecordedEvent): string[] {
  if (!isData(event.data)) return [];
  const ids: string[] = [];
  const declared = personalData[event.type];
  if (declared) {
    for (const field of Object.keys(declared.fields)) {
      const owner = tokenOwner(event.data[field]);
      if (owner) ids.push(owner);
    }
  }
  for (const field of mentionFields[event.type] ?? []) {
    const text = event.data[field];
    if (typeof text === 'string' && holdsMentions(text)) ids.push(...mentionedMembers(text));
  }
  return ids;
}

function openEvent(event: RecordedEvent, keys: ReadonlyMap<string, MemberKey>): RecordedEvent {
  if (!isData(event.data)) return event;
  const data: Data = { ...event.data };
  const declared = personalData[event.type];
  if (declared) {
    for (const [field, erasedAs] of Object.entries(declared.fields)) {
      const value = data[field];
      if (typeof value === 'string' && tokenOwner(value)) data[field] = openField(value, keys, (memberId) => erasedValue(erasedAs, memberId));
    }
  }
  for (const field of mentionFields[event.type] ?? []) {
    const text = data[field];
    if (typeof text === 'string' && holdsMentions(text)) data[field] = openMentions(text, keys);
  }
  return { ...event, data };
}

/**
 * Opens the personal data of events read from the log without the event store (a stored row turned
 * into an event by toRecorded): the same as every read through a sealing store.
 */
export async function openPersonalData(db: Db, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
  const needs = events.map(membersToOpen);
  if (needs.every((members) => members.length === 0)) return [...events];
  const keys = await new MemberKeys(db).find(needs.flat());
  return events.map((event, index) => (needs[index]!.length > 0 ? openEvent(event, keys) : event));
}

/**
 * An event store whose events keep members' personal data sealed, each member's with their own key
 * (see events/src/personal-data.ts for which fields, and ARCHITECTURE.md): sealed on append, opened
 * on every read, erased for every reader once the key is destroyed. Events with nothing personal —
 * nearly all of them — pass through untouched and cost no key lookup.
 */
export class SealingEventStore implements EventStore {
  private readonly db: Db;
  private readonly keys: MemberKeys;
  private readonly claimNames: ClaimNames;

  constructor(
    readonly inner: EventStore,
    db: Db,
  ) {
    // Keys and claims are found by member and by name: prepared, one plan for every value.
    this.db = preparedOf(db);
    this.keys = new MemberKeys(this.db);
    this.claimNames = new ClaimNames(this.db);
  }

  get name(): string {
    return this.inner.name;
  }

  get atomicMultiStreamAppend(): boolean {
    return this.inner.atomicMultiStreamAppend;
  }

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const [sealed] = await this.seal([events]);
    return this.inner.append(await this.stored(streamName), sealed!, expected);
  }

  async appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    const sealed = await this.seal(writes.map((write) => write.events));
    const names = await Promise.all(writes.map((write) => this.stored(write.streamName)));
    return this.inner.appendMultiple(writes.map((write, index) => ({ ...write, streamName: names[index]!, events: sealed[index]! })));
  }

  async readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const read = await this.inner.readStream(await this.stored(streamName), options);
    return options?.sealed ? read : this.open(read);
  }

  async readStreams(streamNames: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const names = await Promise.all(streamNames.map((name) => this.stored(name)));
    const read = await this.inner.readStreams(names);
    const opened = await this.open(names.flatMap((name) => read.get(name) ?? []));
    let next = 0;
    return new Map(streamNames.map((name, index) => [name, opened.slice(next, (next += (read.get(names[index]!) ?? []).length))]));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readAll(options));
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const { opening } = options;
    return this.inner.subscribeToAll({
      ...options,
      handle: async (events) => options.handle(opening ? await this.openOnly(events, opening) : await this.open(events)),
    });
  }

  /** Opens the events of these types, in place among the others (which stay sealed). */
  private async openOnly(events: RecordedEvent[], types: ReadonlySet<string>): Promise<RecordedEvent[]> {
    const read = events.filter((event) => types.has(event.type));
    if (read.length === 0) return events;
    const opened = await this.open(read);
    let next = 0;
    return events.map((event) => (types.has(event.type) ? opened[next++]! : event));
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /**
   * Where a stream is stored: a claim stream under its hashed name (see ClaimNames), unless it was
   * written before names were hashed — then it stays where it is, so its claim still holds.
   */
  private async stored(streamName: string): Promise<string> {
    if (!ClaimNames.isClaim(streamName)) return streamName;
    const hashed = await this.claimNames.stored(streamName);
    const read = await this.inner.readStreams([hashed, streamName]);
    const written = (name: string) => (read.get(name)?.length ?? 0) > 0;
    return !written(hashed) && written(streamName) ? streamName : hashed;
  }

  private async seal(batches: NewEvent[][]): Promise<NewEvent[][]> {
    const needed = batches.flat().flatMap(membersToSeal);
    if (needed.length === 0) return batches;
    const keys = await this.keys.ensure(needed);
    return batches.map((events) => events.map((event) => sealEvent(event, keys)));
  }

  private open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return openPersonalData(this.db, events);
  }
}
