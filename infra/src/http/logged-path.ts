/**
 * Query parameters whose values never go into a log line: a searcher's own position (the client
 * sends a member's exact area as `lat`/`lng` when they search near themselves, and it is never stored).
 */
const UNLOGGED = new Set(['lat', 'lng']);

const nameOf = (pair: string) => {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** A request's address as a log line may hold it: the position parameters' values replaced by `redacted`. */
export function loggedPath(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => (UNLOGGED.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=redacted` : pair));
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}
