/** Between an employee as the API answers it and the values the employee forms edit. */
import { addEmployeeRequest, completeRules, type EmployeeDetail } from '@counsel/domain';
import { emptyAddress } from '../../ui/address/AddressFields';
import type { EmployeeFormValues } from './EmployeeDetailsFields';

/** The details an existing employee's form validates: everything of the add form but the email and rules. */
export const employeeDetailsSchema = addEmployeeRequest.omit({ email: true, rules: true });

export function valuesOf(employee: EmployeeDetail): EmployeeFormValues {
  const { address } = employee;
  return {
    full_name: employee.full_name,
    email: employee.email,
    phone_number: employee.phone_number ?? '',
    position: employee.position ?? '',
    address: {
      street: address.street ?? '',
      city: address.city,
      state: address.state,
      postal_code: address.postal_code ?? '',
      country: address.country ?? emptyAddress().country,
    },
    participant_types: employee.participant_types.map((type) => type.id),
    rules: completeRules(employee.rules),
  };
}
