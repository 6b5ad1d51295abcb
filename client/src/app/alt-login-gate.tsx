import type { ReactNode } from 'react';
import { Spinner } from '../components/ui/spinner';
import { usePublicConfig } from '../lib/config';
import { NotFoundPage } from './not-found-page';

/** Alternate sign-in pages exist only while the server allows them. */
export function AltLoginGate({ children }: { children: ReactNode }) {
  const { config, isLoading } = usePublicConfig();
  if (isLoading) return <Spinner />;
  if (!config.altLoginPages) return <NotFoundPage />;
  return <>{children}</>;
}
