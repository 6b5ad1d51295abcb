import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface SiteOriginOptions {
  /** PUBLIC_URL: when set, the only origin pages of this site are served from. */
  publicUrl?: string;
  /** TRUST_PROXY: the scheme comes from X-Forwarded-Proto. */
  trustProxy: boolean;
}

/** The origin of this site as the browser sees it: PUBLIC_URL's, or built from the request's Host. */
export function siteOrigin(req: IncomingMessage, options: SiteOriginOptions): string | null {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const host = req.headers.host;
  if (!host) return null;
  const forwarded = options.trustProxy ? String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
  const scheme = forwarded || ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  return `${scheme}://${host}`.toLowerCase();
}

/**
 * Browsers always send Origin on a websocket upgrade, and a page on another site cannot forge it,
 * so a foreign Origin is another site using our member's cookie (cross-site websocket hijacking).
 * No Origin at all is a non-browser client, which has no cookie it did not get itself.
 */
export function originAllowed(req: IncomingMessage, options: SiteOriginOptions): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin.toLowerCase() === siteOrigin(req, options);
}
