/** Reading a "form data" body into plain fields, and zod failures into the API's field errors. */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './errors.js';
import { checkFormText } from './input-guard.js';
import { multipartParts } from './multipart.js';

export type FormFields = Record<string, string | string[]>;

/**
 * The text fields of a multipart body. `name[]` and `name[3]` are gathered into one list under `name`,
 * as are repeated names. This call takes no files: one is refused as a field error. A JSON body is
 * passed through as it is, so scripts may send JSON instead.
 */
export async function readFormFields(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: FormFields = {};
  const errors: Record<string, string> = {};
  for await (const part of multipartParts(request)) {
    const match = /^(.+?)\[(\d*)\]$/.exec(part.fieldname);
    const name = match ? match[1]! : part.fieldname;
    if (part.type === 'file') {
      part.file.resume(); // drain it, or the request never ends
      errors[name] ??= 'Files are not accepted here.';
      continue;
    }
    const value = String(part.value);
    const existing = fields[name];
    if (existing === undefined) fields[name] = match ? [value] : value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  checkFormText(fields);
  return fields;
}

/** Parses with a schema; failure answers 400 validation_failed with the first message per field. */
export function parseOrFail<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw validationFailed(fields);
}
