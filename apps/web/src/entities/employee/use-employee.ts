import type { EmployeeResponse } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { employeeKeys } from './keys';

/** One employee (GET /law-firm/employee/{id}): the team's edit page, and the time record's default rate. */
export function useEmployee(employeeId: number, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({
    queryKey: employeeKeys.one(employeeId),
    queryFn: ({ signal }) => api.get<EmployeeResponse>(`/api/law-firm/employee/${employeeId}`, { signal }),
    enabled: options.enabled ?? true,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}
