// The portal's one TanStack Query client and its provider. Not around the whole app: the sign-in
// screen, the first load of most visitors, does without TanStack Query (~12 KB gzip). The frame
// (layout/SharedLayout.tsx) provides it to the signed-in pages; what needs it outside that frame
// loads it along (lazyQueries.tsx).
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Every failure is already reported by the request layer (spec §8); retrying would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
