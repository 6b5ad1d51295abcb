/** The blocks read model (migration 0110). */
export type BlockTables = {
  /** Who blocked whom: the blocker's settings list them; the marketplace hides the blocker's listings from the blocked. */
  member_blocks: {
    blocker_id: string;
    blocked_id: string;
    blocked_at: Date;
  };
};
