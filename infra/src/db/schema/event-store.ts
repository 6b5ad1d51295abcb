import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface EventStoreTables {
  es_events: {
    position: Generated<number>;
    event_id: string;
    stream_name: string;
    stream_revision: number;
    type: string;
    data: ColumnType<unknown, string, string>;
    metadata: JSONColumnType<Record<string, unknown>, string, string>;
    created_at: Generated<Date>;
    /** Chains the event to the one before it in its stream (migration 0120; `es_append` writes it). */
    hash: Generated<Buffer>;
  };
}
