import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { startI18n } from './i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first paint is in the reader's language: Spanish readers wait for the Spanish texts.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
