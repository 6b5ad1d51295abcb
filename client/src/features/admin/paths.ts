/** The member's credit history as CSV, served by the query API. */
export const ledgerCsvUrl = (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/ledger.csv`;
