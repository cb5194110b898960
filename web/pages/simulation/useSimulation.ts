// One task as the caller may see it: the query the detail drawer and the form read, and what a
// screen shows for a malformed, unknown or invisible id (404) or a failed load. The form's choices
// (authorized platforms, visible projects) are one query for every screen of the module.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/request.ts';
import { fetchSimulation, fetchSimulationOptions } from '../../api/simulation.ts';

export const simulationDetailKey = (id: number | null) => ['simulation', 'detail', id] as const;

export function useSimulationOf(id: number | null) {
  const detail = useQuery({
    queryKey: simulationDetailKey(id),
    queryFn: ({ signal }) => fetchSimulation(id!, signal),
    enabled: id !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  const notFound =
    id === null || (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400));
  return { detail, notFound };
}

export const useSimulationOptions = () =>
  useQuery({
    queryKey: ['simulation', 'options'],
    queryFn: ({ signal }) => fetchSimulationOptions(signal),
    staleTime: 5 * 60_000,
  });
