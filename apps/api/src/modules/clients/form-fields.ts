/**
 * The client calls take form data (the spec's "form data" and "multipart"): plain text fields, and for
 * the full form the address as address[street], address[city], address[postal_code], address[state]
 * and address[country] parts, where a place is a JSON {id, name} string or a plain name typed by hand.
 * A JSON body with the same fields (address as an object) is accepted too, for scripts.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from '../../platform/errors.js';
import { checkFormText } from '../../platform/input-guard.js';
import { multipartParts } from '../../platform/multipart.js';

const LIMITS = { fields: 40, fieldSize: 16 * 1024, files: 1, parts: 41 };
const ADDRESS_PART = /^address\[(street|city|postal_code|state|country)\]$/;

async function readParts(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of multipartParts(request, { limits: LIMITS })) {
    if (part.type === 'file') {
      part.file.resume(); // drain it, or the request never ends
      throw validationFailed({ [part.fieldname]: 'Files are not accepted here.' });
    }
    fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  }
  checkFormText(fields);
  return fields;
}

/** A place: {id, name} as JSON, or a plain name; empty means not given. Malformed JSON stays text. */
export function placeOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text);
    } catch {
      return { id: null, name: value };
    }
  }
  return { id: null, name: value };
}

/** The body as plain fields, with `address` gathered into one object when any part of it was sent. */
export async function readClientForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return body !== null && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  }
  const parts = await readParts(request);
  const fields: Record<string, unknown> = {};
  const address: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parts)) {
    const match = ADDRESS_PART.exec(name);
    if (match) address[match[1]!] = value;
    else fields[name] = value;
  }
  if (Object.keys(address).length > 0) fields.address = address;
  return fields;
}

/** The full form's address, with places decoded; a missing address is left for validation to name. */
export function withPlaces(fields: Record<string, unknown>): Record<string, unknown> {
  const address = fields.address;
  if (address === null || typeof address !== 'object') return fields;
  const parts = address as Record<string, unknown>;
  return {
    ...fields,
    address: {
      ...parts,
      city: placeOf(parts.city),
      state: placeOf(parts.state) ?? null,
      country: placeOf(parts.country),
    },
  };
}

/** Parses with a schema; failure answers 400 validation_failed with the first message per field. */
export function parseOrFail<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  throw validationFailed(fields);
}
