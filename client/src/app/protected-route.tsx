import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';
import { loginPathFor } from '../features/auth/return-path';

/** Spinner while the session check runs; signed-out visitors go to sign in and come back. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return <>{children}</>;
}
