import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallOffer } from './features/pwa/install-offer';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { chosenLanguage, isLanguage, showLanguage, startI18n } from './i18n';
import { warmFormatters } from './lib/format';
import './index.css';

listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * A page the server sent prerendered (its path in `data-prerendered`, its language in `<html lang>`):
 * the app hydrates it, taking over the markup on screen instead of drawing it again.
 */
function prerenderedLanguage(element: HTMLElement) {
  const path = element.dataset.prerendered;
  const language = document.documentElement.lang;
  const here = window.location.pathname.replace(/(.)\/$/, '$1');
  return path !== undefined && path.toLowerCase() === here.toLowerCase() && isLanguage(language) ? language : null;
}

const app = (prerendered: boolean) => (
  <StrictMode>
    <App prerendered={prerendered} />
  </StrictMode>
);

const pageLanguage = prerenderedLanguage(root);
if (pageLanguage) {
  // The first render repeats the page's markup in the page's language; hydration waits for the
  // page's code and texts, leaving what is on screen as it is. A reader whose choice on this
  // device differs (chosen before the server knew it) gets it right after. Hydrating inside a
  // transition lets React yield to the browser every few milliseconds (a plain hydration is one
  // task: on a slow phone, the better part of a second in which a tap or a scroll waits).
  void startI18n(pageLanguage)
    .then(() => startTransition(() => void hydrateRoot(root, app(true))))
    .then(() => {
      const chosen = chosenLanguage();
      if (chosen !== pageLanguage) void showLanguage(chosen, { remember: false });
      setTimeout(warmFormatters, 0);
    });
} else {
  // The first paint is in the reader's language: Spanish readers wait for the Spanish texts.
  // The first render is a transition so React yields to the browser every few milliseconds: on a slow
  // phone one long render would leave taps and scrolling unanswered until it ends.
  void startI18n()
    .then(() => startTransition(() => createRoot(root).render(app(false))))
    .then(() => setTimeout(warmFormatters, 0));
}
registerServiceWorker();
