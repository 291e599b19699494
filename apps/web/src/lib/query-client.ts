import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

// A 4xx will not get better by asking again; network and 5xx failures get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one client, shared by route loaders and components. */
export const queryClient = createQueryClient();
