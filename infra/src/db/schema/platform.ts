import type { JSONColumnType } from 'kysely';

/** Tables that are not read models: checkpoints of projections and process managers, and web sessions. */
export interface PlatformTables {
  /** How far each projection (`projection`) and process manager (`process`) has followed the log (migration 0080). */
  checkpoints: {
    kind: 'projection' | 'process';
    name: string;
    position: number;
    updated_at: Date;
  };
  web_sessions: {
    sid: string;
    sess: JSONColumnType<Record<string, unknown>, string, string>;
    expires_at: Date;
  };
}
