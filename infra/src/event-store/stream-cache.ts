import type { RecordedEvent } from './port';

/** Streams kept: the most recently read ones; older ones are read again when asked for. */
const MAX_STREAMS = 10_000;
/** A stream longer than this is read from the database each time (commands read small streams). */
const MAX_EVENTS = 100;

/** A read in flight: an append to its stream meanwhile makes what it read unfit to keep. */
interface Read {
  stale: boolean;
}

/**
 * Whole small streams kept in memory, for a store whose database this process alone writes (the
 * embedded start: its data directory is locked to one process), so every change to a stream passes
 * through this store. Commands read a few small streams each (a trade, two block lists); on the
 * embedded database every query costs a fraction of a millisecond of its one thread.
 *
 * Exact because nothing is served or kept across a write: an append drops its streams and, until it
 * has been answered, reads of them go to the database and are not kept; a read that began before the
 * append and ends after it is not kept either. Callers must not change the events they are given.
 */
export class StreamCache {
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly appending = new Map<string, number>();
  private readonly reads = new Map<string, Set<Read>>();

  /** The stream's events, if kept and no append to it is in flight. */
  get(name: string): RecordedEvent[] | undefined {
    if (this.appending.has(name)) return undefined;
    const kept = this.streams.get(name);
    if (!kept) return undefined;
    // Most recently used last: the first key is the one to drop.
    this.streams.delete(name);
    this.streams.set(name, kept);
    return [...kept];
  }

  /**
   * Marks the start of a read from the database; `finish` keeps what it read if nothing was
   * appended meanwhile (null: the read failed, nothing to keep).
   */
  reading(name: string): { finish(events: RecordedEvent[] | null): void } {
    const read: Read = { stale: this.appending.has(name) };
    let reads = this.reads.get(name);
    if (!reads) this.reads.set(name, (reads = new Set()));
    reads.add(read);
    return {
      finish: (events) => {
        reads.delete(read);
        if (reads.size === 0 && this.reads.get(name) === reads) this.reads.delete(name);
        if (read.stale || !events || events.length > MAX_EVENTS) return;
        this.streams.set(name, [...events]);
        if (this.streams.size > MAX_STREAMS) this.streams.delete(this.streams.keys().next().value!);
      },
    };
  }

  /** An append to these streams starts: nothing of them is kept or served until `done`. */
  appendingTo(names: readonly string[]): () => void {
    for (const name of names) {
      this.streams.delete(name);
      this.appending.set(name, (this.appending.get(name) ?? 0) + 1);
      for (const read of this.reads.get(name) ?? []) read.stale = true;
    }
    return () => {
      for (const name of names) {
        const count = (this.appending.get(name) ?? 1) - 1;
        if (count > 0) this.appending.set(name, count);
        else this.appending.delete(name);
      }
    };
  }
}
