import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { AppLayout } from './app-layout';
import { appRoutes } from './routes';
import { ProtectedRoute } from './protected-route';
import { AltLoginGate } from './alt-login-gate';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import type { AppRoute } from '../lib/route-types';
import { PAGE_HEIGHT } from './page-height';
import { keyFirstHistoryEntry } from './history-entry';

function guard(route: AppRoute, element: ReactNode): ReactNode {
  if (route.access === 'protected') return <ProtectedRoute>{element}</ProtectedRoute>;
  if (route.access === 'alt-login') return <AltLoginGate>{element}</AltLoginGate>;
  return element;
}

/**
 * Each page restores its scroll offset once its own content is there: placed beside the page
 * inside its Suspense, `<ScrollRestoration/>` mounts (and scrolls) when the page's code has loaded
 * and the session check has passed, not over a loading spinner whose short height would cut the
 * offset back on a full load.
 */
function withScrollRestoration(page: ReactNode): ReactNode {
  return (
    <>
      {page}
      <ScrollRestoration />
    </>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return {
    path: route.path,
    element: guard(route, <Suspense fallback={<Spinner className={PAGE_HEIGHT} />}>{withScrollRestoration(<Page />)}</Suspense>),
  };
}

/** Every page inside the layout: the browser's router, and the build's prerendering of public pages (`app/prerender.tsx`). */
export const appRouteTree = (): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [...appRoutes.map(toRouteObject), { path: '*', element: withScrollRestoration(<NotFoundPage />) }],
  },
];

/**
 * `prerendered`: the page came whole in the HTML, so the browser has placed it already (at the
 * offset the reader scrolled to before the script came, or, opened again, the one the browser
 * restored), and the router leaves the first page's scroll alone: hydration data tells it the
 * page was rendered on a server. Later navigations restore and reset as usual.
 */
export function createAppRouter({ prerendered = false }: { prerendered?: boolean } = {}) {
  keyFirstHistoryEntry();
  return createBrowserRouter(appRouteTree(), prerendered ? { hydrationData: {} } : undefined);
}
