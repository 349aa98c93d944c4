/**
 * Filling a form for a client: the schema pre-filled from the client's record, the filled PDF
 * previewed, then saved as the client's (or case's) document with the filling kept beside it so
 * it can be reopened and saved again as a new version.
 */
import {
  clientPrefillValues,
  type Document,
  type FillableFormRef,
  type FilledForm,
  type FillValues,
  type FormSection,
  type GenericFormSchema,
} from '@counsel/domain';
import type { Tx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../platform/errors.js';
import { geo } from '../../platform/geo/data.js';
import { fillPdfFormInWorker } from '../../platform/pdf/pdf-tasks.js';
import { assertCan } from '../../platform/permissions.js';
import { getClient } from '../clients/service.js';
import * as documents from '../documents/service.js';
import { assertOneChoiceEach } from '../forms/choices.js';
import * as repo from './repository.js';
import { type FillingDeps, sourceForm } from './source-forms.js';

export type { FillingDeps } from './source-forms.js';

/** A filled form's row, written in the caller's transaction (a sent form submitted by the client). */
export const insertFilledForm = repo.insertFilledForm;

function toFilledForm(row: repo.FilledFormRow): FilledForm {
  return {
    id: row.id,
    document_id: row.documentId,
    client_id: row.clientId,
    case_id: row.caseId,
    form_type: row.formType === 'public' || row.formType === 'law_firm' ? row.formType : null,
    form_id: row.formId,
    form_title: row.formTitle,
    form_schema: row.schema as FormSection[],
    values: row.values as FillValues,
    flatten: row.flatten,
    created_by: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A copy of the sections with each pre-filled field's default_value replaced (the cached sections stay as they are). */
function withDefaults(sections: FormSection[], values: FillValues): FormSection[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) =>
      field.name in values ? { ...field, default_value: values[field.name]! } : field,
    ),
  }));
}

/** GET /document/form-schema/{form_type}/{id}?client_id=: the collaboration schema, pre-filled for the client. */
export async function formSchema(
  deps: FillingDeps,
  auth: AuthContext,
  ref: FillableFormRef,
  clientId: number | undefined,
): Promise<GenericFormSchema> {
  // Naming a client reveals their facts (name, address, A-Number, USCIS account): only to someone who may
  // read clients (403 first), then another firm's client answers 404 before any PDF work.
  if (clientId !== undefined) assertCan(auth, 'read', 'clients');
  const client = clientId === undefined ? null : await getClient(deps.db, auth, clientId);
  const form = await sourceForm(deps, auth.firm.id, ref);
  let sections = await form.sections();
  if (client) {
    const { countries } = await geo();
    const countryName = (code: string) => countries.get(code)?.names.en ?? code;
    const fields = sections.flatMap((section) => section.fields);
    sections = withDefaults(sections, clientPrefillValues(client, fields, { countryName }));
  }
  return { form: { name: form.name, title: form.title, url: form.url, schema: { form_fields: sections } } };
}

/** POST /document/filled-form-preview: the form's PDF with the values written in. Changes nothing. */
export async function previewFilledForm(
  deps: FillingDeps,
  auth: AuthContext,
  ref: FillableFormRef,
  values: FillValues,
  flatten: boolean,
): Promise<Uint8Array> {
  const form = await sourceForm(deps, auth.firm.id, ref);
  return fillPdfFormInWorker(await form.pdf(), values, { flatten });
}

/** The multipart body of create-filled-form and update-filled-form, already parsed. */
export interface FilledFormUpload {
  file: documents.UploadedFile;
  clientId: number;
  caseId: number | null;
  title: string;
  form: FillableFormRef | null;
  schema: FormSection[] | undefined;
  values: FillValues | undefined;
  flatten: boolean | undefined;
}

const notAPdf = () =>
  new AppError(415, 'unsupported_file_type', 'The filled form must be a PDF.', {
    details: { accepted: ['application/pdf'] },
  });

async function assertPdf(file: documents.UploadedFile) {
  if (documents.sizeOfUpload(file) === 0 || (await documents.typeOfUpload(file)) !== 'application/pdf') {
    throw notAPdf();
  }
}

/** POST /document/create-filled-form/{userId}: one transaction writes the document, its filled form and both audit rows. */
export async function createFilledForm(
  deps: FillingDeps,
  auth: AuthContext,
  userId: number,
  upload: FilledFormUpload,
): Promise<{ document: Document; filled_form: FilledForm }> {
  if (userId !== auth.user.id) throw forbidden('A filled form is saved in your own name.');
  const formTitle = upload.form ? (await sourceForm(deps, auth.firm.id, upload.form)).title : upload.title;
  await assertPdf(upload.file);
  let saved: repo.FilledFormRow | undefined;
  const [document] = await documents.createDocuments(
    deps,
    auth,
    { lawFirmId: auth.firm.id, clientId: upload.clientId, caseId: upload.caseId },
    // Checked once the client and case are known to be the caller's firm's (404 first).
    async () => {
      assertOneChoiceEach(upload.schema ?? [], upload.values ?? {});
      return { title: upload.title, files: [upload.file] };
    },
    async (tx: Tx, [documentId]) => {
      saved = await repo.insertFilledForm(tx, {
        lawFirmId: auth.firm.id,
        documentId: documentId!,
        clientId: upload.clientId,
        caseId: upload.caseId,
        formType: upload.form?.form_type ?? null,
        formId: upload.form?.id ?? null,
        formTitle,
        schema: upload.schema ?? [],
        values: upload.values ?? {},
        flatten: upload.flatten ?? false,
        createdByUserId: auth.user.id,
      });
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'filled_form.created',
        entityType: 'filled_form',
        entityId: saved.id,
        details: { document_id: documentId, form_type: saved.formType, form_id: saved.formId },
      });
    },
  );
  return { document: { ...document!, filled_form_id: saved!.id }, filled_form: toFilledForm(saved!) };
}

async function filledFormOf(deps: FillingDeps, auth: AuthContext, documentId: number) {
  const row = await repo.findByDocument(deps.db, auth.firm.id, documentId);
  if (!row) throw notFound('Filled form');
  return row;
}

/** GET /document/{id}/filled-form. */
export async function getFilledForm(deps: FillingDeps, auth: AuthContext, documentId: number): Promise<FilledForm> {
  return toFilledForm(await filledFormOf(deps, auth, documentId));
}

export type FilledFormChanges = Pick<FilledFormUpload, 'schema' | 'values' | 'flatten'> & {
  file: documents.UploadedFile | null;
};

/** PUT /document/update-filled-form/{id}: a new version of the document, and the filling as now reviewed. */
export async function updateFilledForm(
  deps: FillingDeps,
  auth: AuthContext,
  documentId: number,
  readChanges: () => Promise<FilledFormChanges>,
): Promise<{ document: Document; filled_form: FilledForm }> {
  const current = await filledFormOf(deps, auth, documentId);
  const changes = await readChanges();
  if (!changes.file) throw validationFailed({ file: 'Attach the filled PDF in `file`.' });
  await assertPdf(changes.file);
  let saved = current;
  const document = await documents.addVersion(
    deps,
    auth,
    documentId,
    async () => {
      assertOneChoiceEach(
        changes.schema ?? (current.schema as FormSection[]),
        changes.values ?? (current.values as FillValues),
      );
      return changes.file;
    },
    async (tx: Tx) => {
      saved = await repo.updateFilledForm(tx, auth.firm.id, current.id, {
        ...(changes.schema ? { schema: changes.schema } : {}),
        ...(changes.values ? { values: changes.values } : {}),
        ...(changes.flatten === undefined ? {} : { flatten: changes.flatten }),
      });
      await recordAudit(tx, {
        lawFirmId: auth.firm.id,
        userId: auth.user.id,
        action: 'filled_form.updated',
        entityType: 'filled_form',
        entityId: current.id,
        details: { document_id: documentId },
      });
    },
  );
  return { document, filled_form: toFilledForm(saved) };
}
