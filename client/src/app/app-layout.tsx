import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from '../components/layout/header';
import { Footer } from '../components/layout/footer';
import { useToasts } from '../components/ui/toast-store';
// The app mounts features' parts by file, not through their index.ts: an index here would pull what
// loads later (the bell and trade views after sign-in) into every page's first bundle.
import { InstallPrompt } from '../features/pwa/install-prompt';
import { OfflineBanner } from '../features/pwa/offline-banner';
import { OfflineStatus } from '../features/pwa/offline-status';
import { ConfirmAddressBanner } from '../features/email-confirmation/confirm-address-banner';
import { OfflineSync } from '../features/pwa/offline-sync';
import { appLiveQueryKeys } from './live-updates';
import { useSavedLanguage } from '../i18n/saved-language';
import { useSession } from '../lib/session';
import type { Profile } from '@barteraid/events/contracts/members';

/** The bell, messages and account menu load only once someone signs in. */
const SignedInActions = lazy(() => import('./signed-in-actions'));
/** So does the live connection (with the trades' queries it refreshes): a visitor never fetches it. */
const RealtimeConnection = lazy(() => import('../features/notifications/realtime-connection').then((module) => ({ default: module.RealtimeConnection })));

/** Most visits show no toast: the toasts' code loads with the first one (and stays). */
const Toaster = lazy(() =>
  import('../components/ui/toaster').then(
    (module): { default: ComponentType } => ({ default: module.Toaster }),
    (): { default: ComponentType } => ({ default: () => null }), // not reachable (offline before the app was kept): no toasts this visit
  ),
);

function Toasts() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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

/** The signed-in member's controls in the header, once the session says who they are. */
const signedInActions = (user: Profile) => (
  <Suspense fallback={null}>
    <SignedInActions user={user} />
  </Suspense>
);

/**
 * What follows the session: the member's saved language and the live connection. Apart from the
 * layout, so the session's answer (synchronous work, on a slow phone a long task) draws these and
 * the parts that show the member again, not the whole layout.
 */
function SessionFollowers() {
  const { user } = useSession();
  useSavedLanguage();
  return user ? (
    <Suspense fallback={null}>
      <RealtimeConnection liveQueryKeys={appLiveQueryKeys} />
    </Suspense>
  ) : null;
}

export function AppLayout() {
  const { t } = useTranslation();
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
      <ConfirmAddressBanner />
      <Header signedInActions={signedInActions} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <InstallPrompt />
      <Toasts />
      <SessionFollowers />
      <OfflineSync />
    </div>
  );
}
