/**
 * The bodies of the client calls, as the spec names them: form data with address[street]-style
 * parts; a picked place travels as a JSON {id, name} string, one typed by hand as its name.
 */
import type { AddClientRequest, ClientRequest, PlaceRef } from '@counsel/domain';
import { appendImmigration } from './immigration-form';

function append(form: FormData, name: string, value: string | null | undefined) {
  if (value !== undefined && value !== null && value !== '') form.append(name, value);
}

function placePart(place: PlaceRef | null | undefined): string | undefined {
  if (!place) return undefined;
  return place.id === null ? place.name : JSON.stringify({ id: place.id, name: place.name });
}

/** The client's page under the app's own address, for the link the server hands back. */
export function appBaseUrl(): string {
  return window.location.origin;
}

export function addClientForm(values: AddClientRequest): FormData {
  const form = new FormData();
  append(form, 'first_name', values.first_name);
  append(form, 'middle_name', values.middle_name);
  append(form, 'last_name', values.last_name);
  append(form, 'gender', values.gender);
  append(form, 'email', values.email);
  append(form, 'phone_number', values.phone_number);
  append(form, 'base_url', values.base_url ?? appBaseUrl());
  return form;
}

export function clientForm(values: ClientRequest): FormData {
  const form = new FormData();
  append(form, 'first_name', values.first_name);
  append(form, 'middle_name', values.middle_name);
  append(form, 'last_name', values.last_name);
  append(form, 'gender', values.gender);
  append(form, 'email', values.email);
  append(form, 'phone_number', values.phone_number);
  append(form, 'address[street]', values.address.street);
  append(form, 'address[city]', placePart(values.address.city));
  append(form, 'address[postal_code]', values.address.postal_code);
  append(form, 'address[state]', placePart(values.address.state));
  append(form, 'address[country]', placePart(values.address.country));
  appendImmigration(form, values);
  return form;
}
