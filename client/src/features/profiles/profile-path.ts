/** Where a member's public profile lives. */
export const profilePath = (username: string): string => `/members/${encodeURIComponent(username)}`;
