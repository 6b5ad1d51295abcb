/** The devices members turned notifications on for (migration 0341). */
export type PushTables = {
  /**
   * One row per device with notifications on: its push service address and keys (the member's
   * personal data, opened from the sealed events), gone when turned off or the account closes.
   */
  push_subscriptions: {
    /** `pushSubscriptionId(memberId, endpoint)`. */
    id: string;
    member_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    /** When the browser said the subscription ends (ms since the epoch). */
    expiration_time: number | null;
    device: string;
    added_at: Date;
    /** Log position of the event that added it: only notifications after it are pushed to it. */
    added_position: number;
  };
};
