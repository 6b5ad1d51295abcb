/** Members' proven mobile numbers (migration 0343). */
export type PhoneTables = {
  /**
   * One row per member who proved a number, or said STOP: the number (personal data, opened from
   * the sealed events) is what texts go to and the only one whose replies count.
   */
  member_phones: {
    member_id: string;
    /** E.164; null once removed (a STOP is kept without a number). */
    phone: string | null;
    confirmed_at: Date | null;
    /** The member said STOP (or turned texts off in /settings): no text goes out. */
    texts_stopped: boolean;
    stopped_at: Date | null;
  };
};
