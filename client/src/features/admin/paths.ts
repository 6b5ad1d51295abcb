/** The admin's page of one member; other features link to it by this path. */
export const adminMemberPath = (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}`;

/** The member's credit history as CSV, served by the query API. */
export const ledgerCsvUrl = (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/ledger.csv`;
