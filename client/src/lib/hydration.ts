import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders a part of a prerendered page to hydrate it (and on the server that
 * prerendered it), false in every other render. A part of the page hydrates when its code has
 * come, which can be after an answer the page was rendered without (the session check): reading
 * that answer then would not match the page's markup, so such a part reads what the page was
 * rendered with, and React renders it again with the answer right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
