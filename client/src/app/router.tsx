import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { AppLayout } from './app-layout';
import { appRoutes } from './routes';
import { ProtectedRoute } from './protected-route';
import { AltLoginGate } from './alt-login-gate';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import type { AppRoute } from '../lib/route-types';
import { PAGE_HEIGHT } from './page-height';

function guard(route: AppRoute, element: ReactNode): ReactNode {
  if (route.access === 'protected') return <ProtectedRoute>{element}</ProtectedRoute>;
  if (route.access === 'alt-login') return <AltLoginGate>{element}</AltLoginGate>;
  return element;
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return {
    path: route.path,
    element: guard(route, <Suspense fallback={<Spinner className={PAGE_HEIGHT} />}><Page /></Suspense>),
  };
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [...appRoutes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
