/**
 * The query keys of the firm's employees, declared once. Everything under `all` is the team's own
 * reads (members, one employee); the pickers' light list is the server's /law-firm/users/light.
 */
export const employeeKeys = {
  all: ['team'] as const,
  members: (lawFirmId: number) => [...employeeKeys.all, 'members', lawFirmId] as const,
  one: (employeeId: number) => [...employeeKeys.all, 'employee', employeeId] as const,
  light: ['law-firm', 'users', 'light'] as const,
};
