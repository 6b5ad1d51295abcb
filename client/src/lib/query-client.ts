import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Data never goes stale, no refetch on focus, no retries (spec section 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
