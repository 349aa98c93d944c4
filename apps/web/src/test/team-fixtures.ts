/** Employees as the team calls answer them, for the team component tests. */
import {
  completeRules,
  type Employee,
  type EmployeeDetail,
  type EmployeeRule,
  type EmployeesResponse,
} from '@counsel/domain';
import type { RecordedCall } from './fake-api';

const NAMES = [
  'Amal Haddad',
  'Ben Carter',
  'Chen Wei',
  'Dana Saleh',
  'Eli Moreno',
  'Farah Aziz',
  'Gus Novak',
  'Hana Ito',
];

export function makeEmployee(n: number, overrides: Partial<Employee> = {}): Employee {
  return {
    id: 100 + n,
    full_name: NAMES[n % NAMES.length]!,
    email: `employee${n}@haddad-law.test`,
    phone_number: '+17135550100',
    position: 'paralegal',
    image: null,
    total_cases: n,
    is_admin: false,
    participant_types: [],
    default_hourly_rate: 0,
    invitation_pending: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<EmployeeDetail> = {}, rules: EmployeeRule[] = []): EmployeeDetail {
  return {
    ...makeEmployee(1),
    address: {
      street: '2200 Post Oak Blvd',
      city: { id: '4699066', name: 'Houston' },
      state: { id: 'TX', name: 'Texas' },
      postal_code: '77056',
      country: { id: 'US', name: 'United States' },
    },
    rules: completeRules(rules),
    created_at: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

/** GET /law-firm/{id}/employees over `all`, paged as the server does. */
export function employeesRoute(all: Employee[]) {
  return (call: RecordedCall) => {
    const params = new URLSearchParams(call.search);
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('page_size') ?? 100);
    const body: EmployeesResponse = {
      employees: all.slice((page - 1) * pageSize, page * pageSize),
      page,
      page_size: pageSize,
      total: all.length,
    };
    return { body };
  };
}
