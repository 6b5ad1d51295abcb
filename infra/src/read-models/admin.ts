/** The admin dashboard's analytics read model (migration 0051). */
export type AdminTables = {
  /** One row per calendar month (UTC), `month` as 'YYYY-MM'. */
  admin_monthly_activity: {
    month: string;
    new_members: number;
    trades_completed: number;
    /** Credits paid from one member to another when trades settled. */
    credits_exchanged_cents: number;
    /** Credits the platform added: welcome bonuses and admin grants. */
    credits_issued_cents: number;
  };
};
