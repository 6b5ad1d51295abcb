import type { EventStore, MultiStreamAppendResult, StreamWrite } from '@barteraid/infra';

/**
 * The same log seen as a store without multi-stream transactions (EventStoreDB, KurrentDB before
 * 25.1): a multi-stream append writes its streams one after another, as that adapter's fallback
 * does, and work that spans streams takes its stepwise path — so its crash points between writes can
 * be tested on the PostgreSQL store.
 */
export function stepwiseStore(store: EventStore): EventStore {
  return {
    name: `${store.name} (stepwise)`,
    atomicMultiStreamAppend: false,
    append: (streamName, events, expected) => store.append(streamName, events, expected),
    async appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
      let position = 0;
      const nextRevisions: number[] = [];
      for (const write of writes) {
        const result = await store.append(write.streamName, write.events, write.expected);
        position = result.position;
        nextRevisions.push(result.nextRevision);
      }
      return { position, nextRevisions };
    },
    readStream: (streamName, options) => store.readStream(streamName, options),
    readStreams: (streamNames) => store.readStreams(streamNames),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
