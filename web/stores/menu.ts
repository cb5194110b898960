// The signed-in account's menu (getMenu): loaded once per token, copied into the session store
// (spec §3: indexMenu, menuUrl, func, role) and asked by pages whether a code is granted.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMenu } from '../api/auth.ts';
import { fetchMenuSettings } from '../api/personal.ts';
import { menuStateOf, useSession } from './session.ts';

/** The menu of the account holding `token`: asked once per sign-in (the frame asks it first). */
export const menuQuery = (token: string | null) =>
  queryOptions({ queryKey: ['menu', token], queryFn: fetchMenu, enabled: token !== null, staleTime: Infinity });

/**
 * The entries the account chose for its home page's quick navigation (Personal Center), kept a
 * minute: the home page renders with them preloaded a moment before (pages/home/homeQueries.ts).
 */
export const menuSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['personal', 'menuSettings', token],
    queryFn: fetchMenuSettings,
    enabled: token !== null,
    staleTime: 60_000,
  });

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
