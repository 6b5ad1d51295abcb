// The projector's own lookup tables: only the projector reads them, so they stay beside it and
// out of the shared read models (infra/src/read-models).
/** The team messages projection's own lookup (migration 0150). */
export type TeamMessageLookupTables = {
  /** Who is an admin, so a member's reply can reach the admins' open dashboards live. */
  team_thread_admins: {
    member_id: string;
  };
};
