/**
 * Gives the page's own history entry a key of its own before the router reads it. The router keys
 * an entry by `history.state.key`, and an entry opened by a full load has none: every such entry
 * would read as `default`, and `<ScrollRestoration/>` would open a newly loaded address at the
 * offset saved for another one (often at its footer). With a key in the entry's state, a new
 * address opens at its top, and a reload, back or forward to this entry restores its own offset.
 */
export function keyFirstHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Where the router keeps each history entry's scroll offset (`<ScrollRestoration/>`'s default). */
const SCROLL_POSITIONS = 'react-router-scroll-positions';

/**
 * A prerendered page is read, and scrolled, before the script has come. From the script's start
 * until the router takes the page over (it turns the browser's own scroll restoration to `manual`
 * then), where the reader is is kept as this entry's saved offset, which the router restores when
 * it starts: the page stays where the reader is instead of jumping to its top. At the top, an entry
 * opened again (a reload, back) keeps the offset saved before until the reader scrolls.
 */
export function keepReadersOffset(): void {
  keyFirstHistoryEntry();
  const key = (window.history.state as { key: string }).key;
  const keep = () => {
    if (window.history.scrollRestoration === 'manual') return window.removeEventListener('scroll', keep);
    try {
      const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}') as Record<string, number>;
      sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify({ ...positions, [key]: window.scrollY }));
    } catch {
      // storage turned off: the router cannot restore offsets either
    }
  };
  if (window.scrollY > 0) keep();
  window.addEventListener('scroll', keep, { passive: true });
}
