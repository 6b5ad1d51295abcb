export interface MemberKeyTables {
  /**
   * Each member's key for their personal data in the log (migration 0170), kept outside the log so
   * that deleting a row makes that member's sealed data unreadable for good (crypto-shredding).
   * Not a read model: never rebuilt, and a backup must hold it (see ARCHITECTURE.md).
   */
  member_keys: {
    member_id: string;
    /** Null once the account is closed: the row stays so that no new key is ever made for them. */
    key: Buffer | null;
    created_at: Date;
    shredded_at: Date | null;
  };
  /** The one key (id 1) of claim stream names' keyed hashes (migration 0170); never changes. */
  claim_name_key: {
    id: number;
    key: Buffer;
  };
}
