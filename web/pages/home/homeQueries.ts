// The home page's calls as queries: one definition for the sections that show them and for the
// route's preload (routes.ts), which asks for them beside the page's chunk. The page then renders
// once, with its data, instead of skeletons the answers replace one by one (each a render of its
// own: on a phone, a long task apiece) and a second round trip after the chunk.
import { queryOptions } from '@tanstack/react-query';
import {
  fetchAnnouncements,
  fetchCarePlatforms,
  fetchCourses,
  fetchLatestReleases,
  fetchPartners,
  fetchRecentUpdates,
} from '../../api/home.ts';
import { authorizedPlatformsQuery } from '../../components/useAuthorizedPlatforms.ts';
import { disclaimersQuery } from '../../layout/disclaimers/DisclaimersText.tsx';
import { firstVisitQuery } from '../../layout/disclaimers/firstVisit.ts';
import { queryClient } from '../../queryClient.tsx';
import { menuSettingsQuery } from '../../stores/menu.ts';
import { getToken, useSession } from '../../stores/session.ts';

/**
 * A minute: the answers the page was rendered with, preloaded a moment before, are not asked for
 * again as it mounts; coming back to the page within the minute shows them without asking.
 */
const lifeMs = 60_000;

export const homeQueries = {
  recentUpdates: queryOptions({
    queryKey: ['home', 'recentUpdates'],
    queryFn: () => fetchRecentUpdates(8),
    staleTime: lifeMs,
  }),
  latestReleases: queryOptions({
    queryKey: ['home', 'latestReleases'],
    queryFn: () => fetchLatestReleases(5),
    staleTime: lifeMs,
  }),
  announcements: queryOptions({
    queryKey: ['home', 'announcements'],
    queryFn: () => fetchAnnouncements(5),
    staleTime: lifeMs,
  }),
  /** The same query as every chip filter's (components/useAuthorizedPlatforms.ts). */
  authPlatforms: authorizedPlatformsQuery,
  carePlatforms: queryOptions({ queryKey: ['home', 'carePlatforms'], queryFn: fetchCarePlatforms, staleTime: lifeMs }),
  courses: queryOptions({ queryKey: ['home', 'courses'], queryFn: () => fetchCourses(4), staleTime: lifeMs }),
  partners: queryOptions({ queryKey: ['home', 'partners'], queryFn: fetchPartners, staleTime: lifeMs }),
};

/**
 * Every home query into the cache, with the quick navigation's choice and the first-visit
 * dialog's (whether it is due, its text); settles when all have answered or failed (never
 * rejects). The router preloads only a signed-in visit.
 */
export function preloadHome(): Promise<unknown> {
  const token = getToken();
  const q = homeQueries;
  return Promise.all([
    queryClient.prefetchQuery(firstVisitQuery(token)),
    queryClient.prefetchQuery(disclaimersQuery(useSession.getState().language)),
    queryClient.prefetchQuery(menuSettingsQuery(token)),
    queryClient.prefetchQuery(q.recentUpdates),
    queryClient.prefetchQuery(q.latestReleases),
    queryClient.prefetchQuery(q.announcements),
    queryClient.prefetchQuery(q.authPlatforms),
    queryClient.prefetchQuery(q.carePlatforms),
    queryClient.prefetchQuery(q.courses),
    queryClient.prefetchQuery(q.partners),
  ]);
}
