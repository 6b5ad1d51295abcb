import type { AppRoute } from '../lib/route-types';

/**
 * Every page of the product. Each feature owns `features/<name>/routes.ts` exporting
 * `routes: AppRoute[]` with React.lazy pages; this collects them all, so adding a feature's
 * pages never means editing this file. Marketplace and listings (/marketplace,
 * /listings/new, /listings/:id) live in features/listings, trades and chat (/messages) in
 * features/trades or features/messages.
 */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.{ts,tsx}', { eager: true });

export const appRoutes: AppRoute[] = Object.values(modules).flatMap((module) => module.routes);
