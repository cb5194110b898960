// The signed-in account's menu (getMenu): loaded once per token, copied into the session store
// (spec §3: indexMenu, menuUrl, func, role) and asked by pages whether a code is granted.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMenu } from '../api/auth.ts';
import { queryClient } from '../queryClient.tsx';
import { getToken, menuStateOf, useSession } from './session.ts';

const menuQuery = (token: string | null) =>
  queryOptions({ queryKey: ['menu', token], queryFn: fetchMenu, enabled: token !== null, staleTime: Infinity });

/**
 * The menu into the cache before the frame renders (router.tsx loads the frame with it), so that
 * the frame, its menu-code check and the page render once with it: rendered before it, the menu,
 * the to-do counts and the page's entries came as a second render of the whole page (~190 ms on a
 * phone). Settles once the menu is in the cache or has failed (the frame shows that as before).
 */
export function prefetchMenu(): Promise<void> {
  const token = getToken();
  return token === null ? Promise.resolve() : queryClient.prefetchQuery(menuQuery(token));
}

export function useMenu() {
  const token = useSession((state) => state.token);
  const query = useQuery(menuQuery(token));
  useEffect(() => {
    if (query.data) useSession.getState().setLocalState(menuStateOf(query.data));
  }, [query.data]);
  return query;
}

/** Whether the menu grants `code` (a page M.. or a function code); undefined until the menu is known. */
export function useGranted(code: string): boolean | undefined {
  const menu = useMenu();
  return menu.data ? menuStateOf(menu.data).func.includes(code) : undefined;
}
