/** The blocks read model (migration 0110). */
export interface BlockTables {
  /** Who blocked whom: the blocker's settings list them; the marketplace hides the blocker's listings from the blocked. */
  member_blocks: {
    blocker_id: string;
    blocked_id: string;
    blocked_at: Date;
  };
}

// Registers these tables in the shared database schema, so every service's queries are typed by them.
declare module '@barteraid/infra' {
  interface Schema extends BlockTables {}
}
