// The frame's own data, asked for with its chunk (router.tsx): the account's menu, then the to-do
// counts of the modules it holds. The menu is in the cache before the frame renders, so the frame,
// its menu-code check and the page render once with it; the counts, asked for as soon as it
// answers, mostly are too, and are in the session store by then. Rendered before, the menu and
// then each count came as another render of the whole page (~190 ms and ~70 ms on a phone), and the
// home page moved as they came.
import { queryClient } from '../queryClient.tsx';
import { menuQuery } from '../stores/menu.ts';
import { getToken } from '../stores/session.ts';
import { storeToDoTotal, toDoQueries, toDoTotalOf } from './useToDoCounts.ts';

/** Settles once the menu is in the cache or has failed (the frame shows a failure as before). */
export async function prefetchFrameData(): Promise<void> {
  const token = getToken();
  if (token === null) return;
  const menu = await queryClient.fetchQuery(menuQuery(token)).catch(() => undefined);
  const toDo = toDoQueries(menu, token);
  const calls = toDo.map(({ call }) => call);
  // The counts go into the session store as soon as they are all in (before the frame renders, as a
  // rule), so that the frame's first render shows the badges and its first commit sets no state.
  void Promise.all(toDo.map(({ query }) => queryClient.fetchQuery(query).catch(() => 0))).then((counts) => {
    if (getToken() === token) storeToDoTotal(toDoTotalOf(calls, counts));
  });
}
