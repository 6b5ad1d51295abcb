/** A Twilio account as SMS_URL names it, and where its REST API answers. */
export interface TwilioAccount {
  sid: string;
  /** The auth token: the API's password and the key of the webhooks' signatures. */
  token: string;
  /** `https://api.twilio.com`, or `http://127.0.0.1:PORT` for a stand-in on this machine. */
  apiBase: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * `twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`. The host may be another (Twilio's regional
 * edges, a stand-in): spoken over https, except plain http to a loopback address, where nothing
 * crosses a network. Throws, naming the part, on anything else.
 */
export function twilioAccountOf(smsUrl: string): TwilioAccount {
  const url = new URL(smsUrl);
  if (url.protocol !== 'twilio:') throw new Error('SMS_URL: not a twilio:// URL');
  const sid = decodeURIComponent(url.username);
  const token = decodeURIComponent(url.password);
  if (!/^AC[0-9a-f]{32}$/i.test(sid)) throw new Error('SMS_URL: the user of a twilio:// URL is the account SID (AC and 32 hex digits)');
  if (!token) throw new Error('SMS_URL: the password of a twilio:// URL is the account’s auth token');
  if (!url.hostname) throw new Error('SMS_URL: a twilio:// URL names the API host (api.twilio.com)');
  if (url.pathname && url.pathname !== '/') throw new Error('SMS_URL: a twilio:// URL has no path');
  const scheme = LOOPBACK.has(url.hostname) ? 'http' : 'https';
  return { sid, token, apiBase: `${scheme}://${url.host}` };
}

/**
 * The address Twilio calls this site at: PUBLIC_URL, required with Twilio, as its webhooks are
 * signed over it (a guess such as localhost would make every signature fail).
 */
export function twilioSiteUrl(publicUrl: string | undefined): string {
  if (!publicUrl) throw new Error('SMS_URL is twilio:// but PUBLIC_URL is not set: Twilio calls the site there and signs that address');
  return publicUrl.replace(/\/+$/, '');
}
