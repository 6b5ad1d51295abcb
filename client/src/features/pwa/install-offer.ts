/** Chromium's install offer; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED = 'barteraid.install-dismissed';

let offer: BeforeInstallPromptEvent | null = null;
const followers = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const follower of followers) follower();
}

/**
 * Listens for the browser's offer from the page's first script, before the app has rendered: a
 * prerendered page hydrates in a transition, and an offer fired meanwhile would otherwise be lost
 * for the whole visit (the browser fires it once).
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (sessionStorage.getItem(DISMISSED)) return;
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

export const installOffer = {
  current: () => offer,
  follow(follower: () => void) {
    followers.add(follower);
    return () => void followers.delete(follower);
  },
  /** The member chose Install: the browser's own dialog, then the card goes. */
  async accept() {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    set(null);
  },
  /** Not Now: quiet for the rest of this visit. */
  decline() {
    sessionStorage.setItem(DISMISSED, '1');
    set(null);
  },
};
