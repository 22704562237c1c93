import { QueryClient } from '@tanstack/react-query';

// Failures are shown as they happen (a toast, an error state with a retry button), so silent
// automatic retries would only repeat the toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * First element of every query key whose data belongs to the logged-in member: such queries are
 * dropped whenever the session changes, so one member never sees another's data.
 */
export const memberScope = 'member';
