import { useEffect } from 'react';

/**
 * The conversation open on screen, if any. A message pushed into it needs no toast: the member
 * sees it arrive (and a toast there would sit over what they are reading).
 */
let onScreen: string | null = null;

/** Marks the trade's conversation as on screen while the calling component is mounted. */
export function useConversationOnScreen(tradeId: string): void {
  useEffect(() => {
    onScreen = tradeId;
    return () => {
      if (onScreen === tradeId) onScreen = null;
    };
  }, [tradeId]);
}

export const isConversationOnScreen = (tradeId: string | null | undefined): boolean =>
  tradeId != null && tradeId === onScreen && document.visibilityState === 'visible';
