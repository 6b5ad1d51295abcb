import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/query-client';
import { restoreOfflineCopy } from '../lib/offline-cache';
import { createAppRouter } from './router';

export function App() {
  // Opened offline: the member's last copy is in the cache before the first page reads it.
  useState(() => restoreOfflineCopy(queryClient));
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
