// The to-do badges (spec §3 toDoTotal, §7 count calls): one call per module whose menu code the
// account holds, kept in the session store for every menu that shows a badge. A module that
// changes a count (a download, say) invalidates the ['toDo'] queries to refresh them.
import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { fetchToDoCount, toDoCalls } from '../api/menu.ts';
import { emptyToDoTotal, menuStateOf, useSession } from '../stores/session.ts';
import type { ToDoTotal } from '../stores/session.ts';
import { useMenu } from '../stores/menu.ts';

const countLifeMs = 60_000;

export function useToDoCounts(): void {
  const menu = useMenu();
  const token = useSession((state) => state.token);
  const held = menu.data ? menuStateOf(menu.data).func : [];
  const calls = toDoCalls.filter((call) => held.includes(call.code));
  const counts = useQueries({
    queries: calls.map((call) => ({
      queryKey: ['toDo', call.key, token],
      queryFn: () => fetchToDoCount(call.path),
      staleTime: countLifeMs,
    })),
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
