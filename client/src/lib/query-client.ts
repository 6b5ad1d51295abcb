import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Data never goes stale, no refetch on focus, no retries (spec section 7). Mutations run even
 * without a connection (`networkMode: 'always'`): the API module refuses them at once with an
 * offline message, instead of TanStack Query pausing them unseen and sending them whenever the
 * connection returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
