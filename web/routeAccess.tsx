// The router's menu-code check (router.tsx), apart from it: the menu query needs TanStack Query,
// which the sign-in page's first load does without. The router loads it with the portal frame.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { QueryRoot } from './queryClient.tsx';
import { useGranted } from './stores/menu.ts';

type Props = { code: string; children: ReactNode };

function Check({ code, children }: Props) {
  const granted = useGranted(code);
  if (granted === false) return <Navigate to="/noPermission" replace />;
  return children;
}

/**
 * The one place a route's menu code is enforced: without it, /noPermission. While the menu is
 * loading (or failed) the page shows, as before; its server calls refuse what is not granted.
 * With its own provider (the same client), so it works in either layout.
 */
export default function RouteAccess(props: Props) {
  return (
    <QueryRoot>
      <Check {...props} />
    </QueryRoot>
  );
}
