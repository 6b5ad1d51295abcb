import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { startI18n } from './i18n';
import { warmFormatters } from './lib/format';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first paint is in the reader's language: Spanish readers wait for the Spanish texts.
// The first render is a transition so React yields to the browser every few milliseconds: on a slow
// phone one long render would leave taps and scrolling unanswered until it ends.
void startI18n().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
).then(() => setTimeout(warmFormatters, 0));
registerServiceWorker();
