/**
 * The admin's page of one member. The dashboard's tabs that other features own (reports, disputes)
 * link to it, and the dashboard imports those tabs, so the path lives here rather than in admin.
 */
export const adminMemberPath = (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}`;
