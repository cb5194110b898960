// The router's lazy pages (router.tsx): a page's (or the frame's) chunk, and a lazy component of
// it that renders the page in the same render once the chunk is here.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { limits } from '../contract/limits.ts';

export type PageModule = { default: ComponentType };

/**
 * A chunk, loaded once on demand (again only after a failure), that remembers it has arrived: its
 * lazy component (lazyPage) then renders it in the same render. Given a promise, React suspends
 * even when the promise has settled: the page's spinner shows, and React holds back what replaces
 * a spinner until 300 ms after it appeared. The frame's first render has its first page's chunk
 * (router.tsx), so the two paint together; a page whose chunk arrived while the guard read
 * /version.json paints at once.
 */
export type Chunk = { load: () => Promise<PageModule>; arrived?: PageModule };
export function chunk(load: () => Promise<PageModule>): Chunk {
  let loading: Promise<PageModule> | null = null;
  const loaded: Chunk = {
    load: () =>
      (loading ??= load().then(
        (module) => (loaded.arrived = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
  return loaded;
}

/** A page chunk that has not arrived after limits.chunkLoadTimeoutMs counts as failed. */
export function lazyPage(page: Chunk): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const arrived = page.arrived;
    // A thenable that answers at once: lazy() reads it before it would suspend.
    if (arrived) return { then: (resolve: (module: PageModule) => void) => resolve(arrived) } as Promise<PageModule>;
    return new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('page chunk load timed out')), limits.chunkLoadTimeoutMs);
      page
        .load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
  });
}
