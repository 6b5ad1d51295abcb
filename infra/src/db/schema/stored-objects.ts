export interface StoredObjectTables {
  /**
   * Blob storage, not a read model: the command API's upload route writes each object's bytes
   * here once (keyed by object id) and the query API serves them. Never rebuilt from events —
   * the log holds only the object's metadata (`ObjectUploaded`), not its bytes.
   */
  stored_objects: {
    id: string;
    owner_id: string;
    content_type: string;
    size: number;
    sha256: string;
    bytes: Uint8Array;
    created_at: Date;
  };
}
