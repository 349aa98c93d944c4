/**
 * Reading the multipart body of create-filled-form and update-filled-form: the PDF in `file`, the
 * target (clientId, caseId), the title, and the optional filling (form_type, form_id, form_schema,
 * values, flatten) as JSON text parts. Anything malformed is a 400 naming the part.
 */
import {
  DOCUMENT_MAX_BYTES,
  FILL_SCHEMA_MAX_CHARS,
  FILLABLE_FORM_TYPES,
  filledFormSectionsSchema,
  fillValues,
  idParam,
} from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from '../../platform/errors.js';
import { multipartParts } from '../../platform/multipart.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import { partLimit, receiveFile } from '../../platform/uploads/index.js';
import type { FilledFormChanges, FilledFormUpload } from './service.js';

interface RawUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

const TEXT_PARTS = ['clientId', 'caseId', 'title', 'form_type', 'form_id', 'form_schema', 'values', 'flatten'];

async function readRaw(request: FastifyRequest): Promise<RawUpload> {
  const raw: RawUpload = { file: null, fields: {} };
  if (!request.isMultipart()) return raw;
  const limits = { fileSize: partLimit(DOCUMENT_MAX_BYTES), files: 1, fieldSize: FILL_SCHEMA_MAX_CHARS };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'file') {
      if (part.fieldname === 'file') raw.file = await receiveFile(request, part, { maxBytes: DOCUMENT_MAX_BYTES });
      else part.file.resume(); // not ours: let it pass
    } else if (TEXT_PARTS.includes(part.fieldname) && typeof part.value === 'string') {
      raw.fields[part.fieldname] = part.value;
    }
  }
  return raw;
}

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>, part: string): T | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationFailed({ [part]: `${part} must be JSON.` });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationFailed({ [part]: parsed.error.issues[0]?.message ?? `${part} is invalid.` });
  return parsed.data;
}

function parseFlatten(text: string | undefined): boolean | undefined {
  if (text === undefined || text === '') return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw validationFailed({ flatten: 'flatten is true or false.' });
}

/** The optional filling kept with the document. */
function fillingOf(fields: Record<string, string>) {
  return {
    schema: parseJson(fields.form_schema, filledFormSectionsSchema, 'form_schema'),
    values: parseJson(fields.values, fillValues, 'values'),
    flatten: parseFlatten(fields.flatten),
  };
}

function formRefOf(fields: Record<string, string>): FilledFormUpload['form'] {
  const type = fields.form_type?.trim();
  const id = fields.form_id?.trim();
  if (!type && !id) return null;
  if (!FILLABLE_FORM_TYPES.includes(type as (typeof FILLABLE_FORM_TYPES)[number])) {
    throw validationFailed({ form_type: 'form_type is public or law_firm.' });
  }
  const parsedId = idParam.safeParse(id);
  if (!parsedId.success) throw validationFailed({ form_id: 'form_id is the form’s id.' });
  return { form_type: type as (typeof FILLABLE_FORM_TYPES)[number], id: parsedId.data };
}

/** §5: the client is required (a number); the case is optional, and `general` means none. */
export async function readCreateUpload(request: FastifyRequest): Promise<FilledFormUpload> {
  const { file, fields } = await readRaw(request);
  const clientId = idParam.safeParse(fields.clientId?.trim());
  if (!clientId.success) throw validationFailed({ clientId: 'Choose a client.' });
  const caseText = fields.caseId?.trim() ?? '';
  let caseId: number | null = null;
  if (caseText !== '' && caseText !== 'general') {
    const parsed = idParam.safeParse(caseText);
    if (!parsed.success) throw validationFailed({ caseId: 'caseId is a case’s id or general.' });
    caseId = parsed.data;
  }
  const title = fields.title?.trim() ?? '';
  if (!title) throw validationFailed({ title: 'Give the filled form a title.' });
  if (!file) throw validationFailed({ file: 'Attach the filled PDF in `file`.' });
  return { file, clientId: clientId.data, caseId, title, form: formRefOf(fields), ...fillingOf(fields) };
}

export async function readUpdateUpload(request: FastifyRequest): Promise<FilledFormChanges> {
  const { file, fields } = await readRaw(request);
  return { file, ...fillingOf(fields) };
}
