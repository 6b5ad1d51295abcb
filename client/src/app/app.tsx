import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/query-client';
import { restoreOfflineCopy } from '../lib/offline-cache';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * `router` is given when a page is prerendered at build (a memory router at that page's address);
 * `prerendered` when the browser hydrates such a page.
 */
export function App({ router: given, prerendered = false }: { router?: AppRouter; prerendered?: boolean }) {
  // Opened offline: the member's last copy is in the cache before the first page reads it.
  useState(() => given || restoreOfflineCopy(queryClient));
  const [router] = useState(() => given ?? createAppRouter({ prerendered }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
