// The review of the address (?id=), as the caller's side may see it: the query every review screen
// reads, and what the screen shows for a malformed, unknown or invisible id (404) or a failed load.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { fetchReview } from '../../api/review.ts';
import type { ReviewSide } from '../../api/review.ts';
import { idOf } from './reviewQuery.ts';

export const reviewDetailKey = (side: ReviewSide, id: number | null) => ['review', 'detail', side, id] as const;

export function useReviewOf(side: ReviewSide, id: number | null) {
  const detail = useQuery({
    queryKey: reviewDetailKey(side, id),
    queryFn: ({ signal }) => fetchReview(side, id!, signal),
    enabled: id !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const notFound =
    id === null || (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400));
  return { id, detail, notFound };
}

export function useAddressedReview(side: ReviewSide) {
  const [searchParams] = useSearchParams();
  return useReviewOf(side, idOf(searchParams));
}
