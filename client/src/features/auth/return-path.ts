/** Where sign-in sends a member back to: only paths on this site, never another origin. */
export function safeReturnPath(value: string | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/auth/')) return fallback;
  return value;
}

export const loginPathFor = (returnTo: string) => `/auth/login?next=${encodeURIComponent(returnTo)}`;
