// A lazily loaded component that needs TanStack Query where no frame provides it (the sign-in
// screen's other forms and dialogs, the bare pages, the bare frame's feedback button): the
// component's chunk and the query client's (queryClient.tsx) load at once, and the component
// renders inside the provider. The sign-in screen itself carries no TanStack Query.
import type { ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export function withQueries<P extends object>(load: () => Promise<Loaded<P>>): () => Promise<Loaded<P>> {
  return () =>
    Promise.all([load(), import('./queryClient.tsx')]).then(([loaded, { QueryRoot }]) => {
      const Component = loaded.default;
      return {
        default: (props: P) => (
          <QueryRoot>
            <Component {...props} />
          </QueryRoot>
        ),
      };
    });
}
