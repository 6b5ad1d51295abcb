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
