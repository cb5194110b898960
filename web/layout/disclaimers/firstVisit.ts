// The first-visit question (has this account accepted the disclaimers?) as one query, shared by
// the dialog on / and the header's user menu: both read the same cache entry, so the menu turns
// usable in the same render that opens the dialog, never before it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHasVisited } from '../../api/home.ts';
import { useSession } from '../../stores/session.ts';

/** The query key of the answer; per token, so a new sign-in asks again. */
export const firstVisitKey = (token: string | null) => ['hasVisit', token] as const;

/** The answer for the account holding `token`, kept while it is signed in. */
export const firstVisitQuery = (token: string | null) =>
  queryOptions({ queryKey: firstVisitKey(token), queryFn: fetchHasVisited, staleTime: Infinity });

/** The answer for the signed-in account; asked only when `enabled` (the dialog lives on / alone). */
export function useFirstVisit(enabled = true) {
  const token = useSession((state) => state.token);
  return useQuery({ ...firstVisitQuery(token), enabled });
}
