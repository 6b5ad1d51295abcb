export interface IdempotencyTables {
  /**
   * Request bookkeeping, not a read model: the command API's Idempotency-Key middleware claims a
   * row per (caller, key) while the request runs (`in_progress` until `locked_until`), then keeps
   * the answer (`completed`) until `expires_at` (24 hours) to replay it. Never rebuilt from events.
   */
  idempotency_keys: {
    /** The signed-in member's id, or 'anonymous' for visitors. */
    scope: string;
    key: string;
    method: string;
    /** Path without the query string. */
    path: string;
    /** SHA-256 of the query string and the body (canonical JSON, or the raw bytes of an upload). */
    request_hash: string;
    /** in_progress | completed */
    status: string;
    /** Who holds the claim; only its holder completes or releases the row. */
    claim_token: string;
    locked_until: Date;
    response_status: number | null;
    response_headers: Record<string, string> | null;
    response_body: Uint8Array | null;
    created_at: Date;
    expires_at: Date;
  };
}
