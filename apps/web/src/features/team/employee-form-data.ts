/**
 * The add-employee call is form data, as the spec names it: text fields, rules and participant_types as
 * JSON strings, and the address as address[...] parts (a picked place as JSON {id, name}, a typed one as its name).
 */
import type { AddEmployeeRequest, PlaceRef } from '@counsel/domain';

const placePart = (place: PlaceRef) => (place.id === null ? place.name : JSON.stringify(place));

export function addEmployeeForm(values: AddEmployeeRequest): FormData {
  const form = new FormData();
  form.append('full_name', values.full_name);
  form.append('email', values.email);
  form.append('phone_number', values.phone_number);
  form.append('position', values.position);
  form.append('address[street]', values.address.street);
  form.append('address[postal_code]', values.address.postal_code);
  form.append('address[city]', placePart(values.address.city));
  form.append('address[state]', placePart(values.address.state));
  form.append('address[country]', placePart(values.address.country));
  form.append('participant_types', JSON.stringify(values.participant_types ?? []));
  // Left out for non-admins: the server then gives the position's defaults within the adder's own rules.
  if (values.rules) form.append('rules', JSON.stringify(values.rules));
  return form;
}
