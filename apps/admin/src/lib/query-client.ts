import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Failures are shown with a retry button; retrying silently would repeat the toast.
      retry: false,
      staleTime: 30_000,
      // Refetching on focus would reset forms that an operator is halfway through editing.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
