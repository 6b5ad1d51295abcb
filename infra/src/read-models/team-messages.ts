/** The BarterAid team threads read model (migration 0150). */
export type TeamMessageTables = {
  /** Every message of every member's thread with the team, both sides. */
  team_thread_messages: {
    id: string;
    member_id: string;
    /** team | member */
    author: string;
    /** The admin who wrote, or the member. */
    sender_id: string;
    /** The admin's subject; null for the member's replies. */
    subject: string | null;
    text: string;
    position: number;
    created_at: Date;
  };
  /** One row per thread: what the admin's list shows and the member's read mark. */
  team_threads: {
    member_id: string;
    message_count: number;
    last_message_at: Date;
    last_author: string;
    last_preview: string;
    /** The member's newest reply; null while they have not answered. */
    last_reply_at: Date | null;
    /** Team messages at or below this log position are read by the member. */
    member_read_position: number;
  };
};
