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

/** The total the session store keeps, from each held module's count (a failed count counts 0). */
export function toDoTotalOf(calls: readonly { key: keyof ToDoTotal }[], counts: readonly number[]): ToDoTotal {
  const total: ToDoTotal = { ...emptyToDoTotal };
  calls.forEach((call, index) => {
    total[call.key] = counts[index] ?? 0;
  });
  return total;
}

/**
 * Puts `total` in the session store unless the store holds the same counts: a new object with the
 * same counts would render again every part that shows a badge (the header, the side menu, the home
 * page's banner and tiles), inside the commit that first paints the page.
 */
export function storeToDoTotal(total: ToDoTotal): void {
  const { toDoTotal, setLocalState } = useSession.getState();
  const keys = Object.keys(total) as (keyof ToDoTotal)[];
  if (keys.every((key) => toDoTotal[key] === total[key])) return;
  setLocalState({ toDoTotal: total });
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
  const total = toDoTotalOf(calls, counts);

  // After each render of the frame: storeToDoTotal compares the counts and writes only a change.
  useEffect(() => storeToDoTotal(total));
}
