import type { DashboardSummary } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useDashboardSummary() {
  return useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => api.get<DashboardSummary>('/api/dashboard/summary', { signal }),
  });
}
