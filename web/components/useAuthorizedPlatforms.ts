// The platforms the caller's company is authorized for (filters, forms, the home page's "my
// platforms"): one query for every page that offers them, kept five minutes — they change only when
// the vendor's staff change a grant.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAuthPlatforms } from '../api/home.ts';

export const authorizedPlatformsQuery = queryOptions({
  queryKey: ['platforms', 'authorized'],
  queryFn: ({ signal }) => fetchAuthPlatforms(signal),
  staleTime: 5 * 60_000,
});

export const useAuthorizedPlatforms = () => useQuery(authorizedPlatformsQuery);
