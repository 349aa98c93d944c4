/**
 * The add-employee call is form data: plain text fields, rules and participant_types as JSON strings,
 * and the address as address[street], address[city], ... parts (a place as JSON {id, name} or a bare name).
 * This turns those fields into the shape addEmployeeRequest validates; anything malformed stays as it is,
 * so validation names the field.
 */
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../platform/errors.js';
import { checkFormText } from '../../platform/input-guard.js';
import { multipartParts } from '../../platform/multipart.js';

const FIELD_LIMITS = { fields: 60, fieldSize: 64 * 1024, files: 1, parts: 61 };

/** Reads every text field of a multipart body; a file part is refused (this call takes none). */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(request, { limits: FIELD_LIMITS })) {
    if (part.type === 'file') {
      part.file.resume();
      throw validationFailed({ [part.fieldname]: 'Files are not accepted here.' });
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  }
  checkFormText(fields);
  return fields;
}

function json(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A place: {id, name} as JSON, or a bare name typed by hand; empty means not given. */
function place(value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = json(value);
  if (parsed !== null && typeof parsed === 'object') return parsed;
  return { id: null, name: value };
}

export function addEmployeeInputFromForm(fields: Record<string, string>): Record<string, unknown> {
  const address = {
    street: fields['address[street]'],
    postal_code: fields['address[postal_code]'],
    city: place(fields['address[city]']),
    state: place(fields['address[state]']),
    country: place(fields['address[country]']),
  };
  return {
    full_name: fields.full_name,
    email: fields.email,
    phone_number: fields.phone_number,
    position: fields.position,
    address,
    rules: json(fields.rules),
    participant_types: json(fields.participant_types),
  };
}
