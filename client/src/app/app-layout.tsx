import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { Toaster } from '../components/ui/toaster';
// The app mounts features' parts by file, not through their index.ts: an index here would pull what
// loads later (the bell and trade views after sign-in) into every page's first bundle.
import { RealtimeConnection } from '../features/notifications/realtime-connection';
import { InstallPrompt } from '../features/pwa/install-prompt';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { OfflineStatus } from '../features/pwa/offline-status';
import { OfflineSync } from '../features/pwa/offline-sync';
import { appLiveQueryKeys } from './live-updates';
import { useSavedLanguage } from '../i18n/saved-language';

/** The bell, messages and account menu load only once someone signs in. */
const SignedInActions = lazy(() => import('./signed-in-actions'));

/** Links such as /#how-it-works land on their section once the page has rendered. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), 50);
    return () => clearTimeout(timer);
  }, [hash, pathname]);
}

/** After client-side navigation, move focus to the new page so screen readers start there. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function AppLayout() {
  const { t } = useTranslation();
  useSavedLanguage();
  useScrollToHash();
  useFocusOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('layout.skipToContent')}
      </a>
      <OfflineBanner />
      <OfflineStatus />
      <Header
        signedInActions={(user) => (
          <Suspense fallback={null}>
            <SignedInActions user={user} />
          </Suspense>
        )}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <InstallPrompt />
      <Toaster />
      <RealtimeConnection liveQueryKeys={appLiveQueryKeys} />
      <OfflineSync />
      <ScrollRestoration />
    </div>
  );
}
