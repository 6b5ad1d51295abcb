/**
 * The months a member's statement can hold (UTC, as the server buckets entries), newest first, as
 * YYYY-MM: from the month they joined (`since`) to now, and never more than the last two years.
 */
export function recentMonths(locale: string, now = new Date(), since: Date | null = null, most = 24): { value: string; label: string }[] {
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const sinceJoined = since ? (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + now.getUTCMonth() - since.getUTCMonth() + 1 : most;
  const count = Math.max(1, Math.min(most, sinceJoined));
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthLabel.format(first) };
  });
}
