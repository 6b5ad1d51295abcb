import type { DomainEvent } from '@barteraid/events';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from '@barteraid/infra';
import type { Decider } from './decider';
import { toDomainEvent } from './domain-events';

/**
 * What a decider keeps, counted in the events its kept streams were folded from (a ledger's state
 * grows with its trades): the most recently used streams up to this many events; older ones are
 * folded again from the start when asked for.
 */
const MAX_FOLDED_EVENTS = 500_000;

/** A stream folded up to a revision. */
interface Folded<S> {
  state: S;
  revision: number;
}

/** One decider's folded streams, most recently used last. */
export class FoldedStreams<S> {
  private readonly kept = new Map<string, Folded<S>>();
  /** The events the kept folds hold, summed (a fold at revision r holds r + 1). */
  private events = 0;

  constructor(private readonly maxEvents = MAX_FOLDED_EVENTS) {}

  get(name: string): Folded<S> | undefined {
    const folded = this.kept.get(name);
    if (!folded) return undefined;
    this.kept.delete(name);
    this.kept.set(name, folded);
    return folded;
  }

  /** Keeps the later of what is kept and what was just folded (two commands may read the stream at once). */
  keep(name: string, folded: Folded<S>): void {
    const known = this.kept.get(name);
    if (known && known.revision >= folded.revision) return;
    this.forget(name);
    this.kept.set(name, folded);
    this.events += folded.revision + 1;
    while (this.events > this.maxEvents && this.kept.size > 1) this.forget(this.kept.keys().next().value!);
  }

  forget(name: string): void {
    const known = this.kept.get(name);
    if (!known) return;
    this.kept.delete(name);
    this.events -= known.revision + 1;
  }
}

type Folding = Pick<Decider<unknown, unknown, DomainEvent>, 'initialState' | 'evolve'>;

/** Per store (a process has one) and per decider. */
const foldsByStore = new WeakMap<EventStore, Map<Folding, FoldedStreams<unknown>>>();

function foldsOf<S>(store: EventStore, decider: Folding): FoldedStreams<S> {
  let byDecider = foldsByStore.get(store);
  if (!byDecider) foldsByStore.set(store, (byDecider = new Map()));
  let folds = byDecider.get(decider);
  if (!folds) byDecider.set(decider, (folds = new FoldedStreams()));
  return folds as FoldedStreams<S>;
}

/**
 * A stream's state as its decider folds it, kept in this process and brought up to date by reading
 * only the events appended since: a ledger is read in full once per process, not on every
 * proposal, acceptance and settlement, however long it grows. Exact, because stored events never
 * change and a stream's revisions follow one another: what was folded up to revision r stays the
 * fold of the stream's first r + 1 events, whichever process appended them.
 *
 * Only for deciders whose decisions never look at members' personal data (the ledger's, which reads
 * amounts, holds and trade ids): the events are read sealed, so no member key is looked up and
 * nothing personal is opened or kept in memory. Gives no recorded events: a command that looks for
 * its own earlier write among them reads the stream with `loadStream`.
 */
export async function loadFolded<S, E extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>,
): Promise<{ state: S; expected: ExpectedRevision }> {
  const folds = foldsOf<S>(store, decider as Folding);
  const kept = folds.get(streamName);
  const from = kept ? kept.revision + 1 : 0;
  const recorded = await store.readStream(streamName, { fromRevision: from, sealed: true });
  let state = kept ? kept.state : decider.initialState;
  let revision = kept ? kept.revision : -1;
  // Revisions follow one another from the one kept; anything else means the stream is not what was kept.
  if (kept && recorded.length > 0 && recorded[0]!.revision !== from) {
    folds.forget(streamName);
    return loadFolded(store, streamName, decider);
  }
  for (const event of recorded) {
    const domainEvent = toDomainEvent(event);
    if (domainEvent) state = decider.evolve(state, domainEvent as E);
    revision = event.revision;
  }
  if (revision >= 0) folds.keep(streamName, { state, revision });
  return { state, expected: revision >= 0 ? revision : 'no_stream' };
}

/**
 * An append found a stream behind the revision it was decided on: its kept fold is ahead of the
 * database (restored from a backup under a running process, say), so it is folded again from the
 * start. A stream that merely moved on is only read from where it was kept.
 */
export function forgetFoldsAhead(store: EventStore, error: unknown): void {
  if (!(error instanceof WrongExpectedRevisionError)) return;
  const { expected, actual } = error;
  if (typeof expected !== 'number' || (actual !== 'no_stream' && actual >= expected)) return;
  for (const folds of foldsByStore.get(store)?.values() ?? []) folds.forget(error.streamName);
}
