import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

interface SectionStateProps<T> {
  query: { data: T[] | undefined; isLoading: boolean; isError: boolean };
  empty: ReactNode;
  error: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, inline error, empty state, or the list. */
export function SectionState<T>({ query, empty, error, children }: SectionStateProps<T>) {
  if (query.isLoading) return <Spinner className="py-4" />;
  if (query.isError) return <p className="text-sm text-muted">{error}</p>;
  const items = Array.isArray(query.data) ? query.data : [];
  if (items.length === 0) return <div className="text-sm text-muted">{empty}</div>;
  return <>{children(items)}</>;
}
