import type { JSONColumnType } from 'kysely';

/** Tables that are not read models: projector checkpoints and web sessions. */
export interface PlatformTables {
  projection_checkpoints: {
    projection: string;
    position: number;
    updated_at: Date;
  };
  web_sessions: {
    sid: string;
    sess: JSONColumnType<Record<string, unknown>, string, string>;
    expires_at: Date;
  };
}
