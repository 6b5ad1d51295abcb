import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * A page a feature contributes. Features export `routes: AppRoute[]` from
 * `features/<name>/routes.ts`; the router picks every such file up.
 */
export interface AppRoute {
  path: string;
  /** Loaded on first visit, so each page is its own chunk. */
  page: LazyExoticComponent<ComponentType>;
  /**
   * public (default); protected: signed-in members only, others go to /auth/login and come
   * back after signing in; alt-login: an alternate sign-in page, the 404 page when the
   * server disables them.
   */
  access?: 'public' | 'protected' | 'alt-login';
}
