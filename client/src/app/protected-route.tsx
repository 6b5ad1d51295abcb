import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { t } from '../i18n';
import { useSession } from '../lib/session';
import { loginPathFor } from '../features/auth/return-path';
import { PAGE_HEIGHT } from './page-height';

/** Spinner while the session check runs; signed-out visitors go to sign in and come back. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label={t('common.checkingSession')} className={PAGE_HEIGHT} />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return <>{children}</>;
}
