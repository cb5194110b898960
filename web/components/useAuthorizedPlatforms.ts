// The platforms the caller's company is authorized for (filters, forms): one query for every page
// that offers them, kept five minutes — they change only when the vendor's staff change a grant.
import { useQuery } from '@tanstack/react-query';
import { fetchPlatforms } from '../api/dcc.ts';

export const useAuthorizedPlatforms = () =>
  useQuery({
    queryKey: ['platforms', 'authorized'],
    queryFn: ({ signal }) => fetchPlatforms(signal),
    staleTime: 5 * 60_000,
  });
