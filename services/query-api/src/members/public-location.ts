/**
 * A member's location as others see it: city and state only. Members type it freely at
 * registration ("Austin, TX", or "12 Elm St, Austin, TX 78701"), so streets, unit numbers and
 * postcodes are left out: of the comma-separated parts without digits, the last two are kept.
 */
export function publicLocation(location: string | null): string | null {
  if (!location) return null;
  const parts = location
    .split(',')
    .map((part) => part.trim().replace(/\s+\d{5}(?:-\d{4})?$/, '').trim())
    .filter((part) => part !== '' && !/\d/.test(part));
  return parts.length > 0 ? parts.slice(-2).join(', ') : null;
}
