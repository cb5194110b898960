// The to-do badges (spec §3 toDoTotal, §7 count calls): one call per module whose menu code the
// account holds, kept in the session store for every menu that shows a badge. A module that
// changes a count (a download, say) invalidates the ['toDo'] queries to refresh them.
import { useEffect } from 'react';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { MenuResponse } from '../../contract/auth.ts';
import { fetchToDoCount, toDoCalls } from '../api/menu.ts';
import { emptyToDoTotal, menuStateOf, useSession } from '../stores/session.ts';
import type { ToDoTotal } from '../stores/session.ts';
import { useMenu } from '../stores/menu.ts';

const countLifeMs = 60_000;

/** The calls for the modules `menu` holds (none until it is known), each a query. */
export function toDoQueries(menu: MenuResponse | undefined, token: string | null) {
  const held = menu ? menuStateOf(menu).func : [];
  return toDoCalls
    .filter((call) => held.includes(call.code))
    .map((call) => ({
      call,
      query: queryOptions({
        queryKey: ['toDo', call.key, token],
        queryFn: () => fetchToDoCount(call.path),
        staleTime: countLifeMs,
      }),
    }));
}

export function useToDoCounts(): void {
  const menu = useMenu();
  const token = useSession((state) => state.token);
  const toDo = toDoQueries(menu.data, token);
  const calls = toDo.map(({ call }) => call);
  const counts = useQueries({
    queries: toDo.map(({ query }) => query),
    combine: (results) => results.map((result) => result.data ?? 0),
  });
  const signature = calls.map((call, index) => `${call.key}:${counts[index]}`).join(',');

  useEffect(() => {
    const total: ToDoTotal = { ...emptyToDoTotal };
    for (const part of signature.split(',').filter(Boolean)) {
      const [key, value] = part.split(':');
      total[key as keyof ToDoTotal] = Number(value);
    }
    useSession.getState().setLocalState({ toDoTotal: total });
  }, [signature]);
}
