/**
 * The client's side of a sent form: open, save progress, attach, read a shared document, submit and
 * fetch the signed PDF. One set of rules, reached two ways: by the mailed link's token (passwordless)
 * or by a signed-in portal user and the form's id (client_portal); each way is a FormCaller that
 * finds the form and names its own errors. A form that cannot be reached is 404, a withdrawn one 410
 * revoked, one past its date 410 expired; a submitted form still reads, read-only.
 */
import {
  clientRowName,
  DOCUMENT_TITLE_MAX_LENGTH,
  dayIn,
  type FillableFormType,
  type FillValues,
  type FormSection,
  type LinkForm,
  type Locale,
  type linkProgressBody,
  type linkSubmitBody,
  missingRequiredFields,
  SENT_FORM_ATTACHMENT_TYPES,
} from '@counsel/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { findDocument } from '../documents/records.js';
import {
  type FileDownload,
  saveDocuments,
  sizeOfUpload,
  typeOfUpload,
  type UploadedFile,
} from '../documents/service.js';
import { insertFilledForm } from '../form-filling/service.js';
import { sourceForm } from '../form-filling/source-forms.js';
import { assertOneChoiceEach } from '../forms/choices.js';
import { type SendingDeps, sendingError } from './deps.js';
import type { FormCaller } from './form-caller.js';
import { sentFormsLink, submittedMail } from './form-mail.js';
import { reachProblem } from './reached-form.js';
import * as repo from './repository.js';
import { decodeSignature, signedFormPdfInWorker } from './signed-pdf.js';
import { pdfValues, signingFields, toLinkForm, visibleSections, visibleValues } from './views.js';

type Reached = repo.ReachedForm;

/** The form the caller reaches while it still works; `forUpdate` locks it for the change that follows. */
async function reachedForm(db: DbOrTx, caller: FormCaller, forUpdate = false): Promise<Reached> {
  const reached = await caller.find(db, forUpdate);
  if (!reached) throw caller.errors.notFound();
  const problem = reachProblem(reached.form, Date.now());
  if (problem) throw caller.errors[problem]();
  return reached;
}

async function writableForm(db: DbOrTx, caller: FormCaller): Promise<Reached> {
  const reached = await reachedForm(db, caller, true);
  if (reached.form.status === 'submitted') throw sendingError(409, 'alreadySubmitted');
  return reached;
}

async function view(deps: SendingDeps, reached: Reached): Promise<LinkForm> {
  const { form } = reached;
  const [shared, attachments] = await Promise.all([
    repo.clientDocuments(deps.db, form.lawFirmId, form.clientId, form.clientDocumentsIds as number[]),
    repo.attachmentsOf(deps.db, [form.id]),
  ]);
  return toLinkForm(
    form,
    { firmName: reached.firmName, clientFirstName: reached.client.firstName },
    shared,
    attachments,
  );
}

const clientAudit = (reached: Reached, caller: FormCaller, action: string, details: Record<string, unknown> = {}) => ({
  lawFirmId: reached.form.lawFirmId,
  userId: null,
  action,
  entityType: 'sent_form',
  entityId: reached.form.id,
  details: { actor: 'client', client_id: reached.form.clientId, ...caller.auditDetails, ...details },
  ip: caller.ip,
});

/** GET the form: the first open marks it opened (audited). */
export async function openForm(deps: SendingDeps, caller: FormCaller): Promise<LinkForm> {
  let reached = await reachedForm(deps.db, caller);
  if (reached.form.status === 'sent') {
    reached = await deps.db.transaction(async (tx) => {
      const locked = await reachedForm(tx, caller, true);
      if (locked.form.status !== 'sent') return locked;
      const form = await repo.updateSentForm(tx, locked.form.id, { status: 'opened', openedAt: new Date() });
      await recordAudit(tx, clientAudit(locked, caller, 'sent_form.opened'));
      return { ...locked, form };
    });
  }
  return view(deps, reached);
}

/** PUT .../progress: the answers so far (visible fields only) and the section reached. */
export async function saveProgress(
  deps: SendingDeps,
  caller: FormCaller,
  body: z.output<typeof linkProgressBody>,
): Promise<LinkForm> {
  const reached = await deps.db.transaction(async (tx) => {
    const locked = await writableForm(tx, caller);
    const sections = locked.form.formSchema as FormSection[];
    const values = {
      ...visibleValues(sections, locked.form.values as FillValues),
      ...visibleValues(sections, body.values),
    };
    assertOneChoiceEach(sections, values);
    const now = new Date();
    const form = await repo.updateSentForm(tx, locked.form.id, {
      values,
      currentSection: body.current_section,
      status: 'in_progress',
      lastSavedAt: now,
      openedAt: locked.form.openedAt ?? now,
    });
    // The first save is the change of state worth recording; later saves only move the answers on.
    if (locked.form.status !== 'in_progress') await recordAudit(tx, clientAudit(locked, caller, 'sent_form.started'));
    return { ...locked, form };
  });
  return view(deps, reached);
}

/** POST .../attachments: the file becomes a document of the client (or the case). */
export async function attachDocument(
  deps: SendingDeps,
  caller: FormCaller,
  upload: { requested: string | undefined; file: UploadedFile | null },
): Promise<LinkForm> {
  const before = await writableForm(deps.db, caller);
  const requested = upload.requested?.trim() ?? '';
  if (!(before.form.requestedDocuments as string[]).includes(requested)) {
    throw validationFailed({ requested: 'Attach the file to one of the documents asked for.' });
  }
  if (!upload.file || sizeOfUpload(upload.file) === 0) throw validationFailed({ file: 'Choose a file to attach.' });
  const type = await typeOfUpload(upload.file);
  if (!type || !(SENT_FORM_ATTACHMENT_TYPES as readonly string[]).includes(type)) {
    throw sendingError(415, 'attachmentType', { detected: type ?? 'unknown', accepted: SENT_FORM_ATTACHMENT_TYPES });
  }
  const { form } = before;
  const title = `${requested} – ${upload.file.filename || 'file'}`.slice(0, DOCUMENT_TITLE_MAX_LENGTH);
  await saveDocuments(
    deps,
    { lawFirmId: form.lawFirmId, userId: null },
    { lawFirmId: form.lawFirmId, clientId: form.clientId, caseId: form.caseId },
    {
      files: [{ title, file: upload.file }],
      auditDetails: { actor: 'client', sent_form_id: form.id },
      alongside: async (tx, [documentId]) => {
        const locked = await writableForm(tx, caller);
        await repo.insertAttachment(tx, locked.form.id, documentId!, requested);
        await recordAudit(
          tx,
          clientAudit(locked, caller, 'sent_form.attachment_added', { document_id: documentId, requested }),
        );
      },
    },
  );
  return view(deps, await reachedForm(deps.db, caller));
}

/** GET .../documents/{id}: a document shared with this form or attached to it. */
export async function readFormDocument(
  deps: SendingDeps,
  caller: FormCaller,
  documentId: number,
): Promise<FileDownload> {
  const { form } = await reachedForm(deps.db, caller);
  const attached = await repo.attachmentsOf(deps.db, [form.id]);
  const allowed =
    (form.clientDocumentsIds as number[]).includes(documentId) || attached.some((a) => a.id === documentId);
  if (!allowed) throw notFound('Document');
  return clientFile(deps, form, documentId, 'Document');
}

/** A live document of the form's client, as a download; anything else is 404. */
async function clientFile(
  deps: SendingDeps,
  form: repo.SentFormRow,
  documentId: number,
  what: string,
): Promise<FileDownload> {
  const document = await findDocument(deps.db, form.lawFirmId, documentId);
  if (!document || document.clientId !== form.clientId) throw notFound(what);
  return {
    bytes: await deps.storage.read(form.lawFirmId, document.file.storageKey),
    mimeType: document.file.mimeType,
    fileName: document.file.fileName,
    inline: false,
  };
}

/** GET .../signed-pdf: the filled, signed PDF once the form is submitted (404 before, or once deleted). */
export async function readSignedPdf(deps: SendingDeps, caller: FormCaller): Promise<FileDownload> {
  const { form } = await reachedForm(deps.db, caller);
  if (form.status !== 'submitted' || form.documentId === null) throw notFound('Signed PDF');
  return clientFile(deps, form, form.documentId, 'Signed PDF');
}

/**
 * POST .../submit: checks the required fields and the signature, builds the
 * signed PDF, and in one transaction saves it as the client's document with its filled form, marks
 * the form submitted and audits it. The sender is mailed after the commit.
 */
export async function submitForm(
  deps: SendingDeps,
  caller: FormCaller,
  body: z.output<typeof linkSubmitBody>,
): Promise<LinkForm> {
  const before = await reachedForm(deps.db, caller);
  const { form } = before;
  if (form.status === 'submitted') throw sendingError(409, 'alreadySubmitted');
  const sections = form.formSchema as FormSection[];
  const answers = { ...visibleValues(sections, form.values as FillValues), ...visibleValues(sections, body.values) };
  const filled = pdfValues(sections, answers);
  assertOneChoiceEach(sections, filled);
  const missing = missingRequiredFields(visibleSections(sections), filled);
  if (missing.length > 0) throw sendingError(422, 'requiredMissing', { missing_fields: missing });
  const signature = await decodeSignature(body.signature);
  if (!signature) throw sendingError(422, 'signatureRequired');

  const source = await sourceForm(deps, form.lawFirmId, {
    form_type: form.formType as FillableFormType,
    id: form.formId,
  });
  const clientName = clientRowName(before.client);
  const now = new Date();
  let pdf: Uint8Array;
  try {
    // The day of signing is the firm's, written as the form writes dates.
    const { date, ...signing } = signingFields(sections, dayIn(before.firmTimeZone, now));
    pdf = await signedFormPdfInWorker({
      source: await source.pdf(),
      values: filled,
      signature,
      signer: { name: clientName, date },
      ...signing,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, sent_form_id: form.id }, 'signed form PDF not built');
    throw sendingError(500, 'submitFailed');
  }
  const fileName = `${form.formTitle}.pdf`.slice(-DOCUMENT_TITLE_MAX_LENGTH);
  await saveDocuments(
    deps,
    { lawFirmId: form.lawFirmId, userId: null },
    { lawFirmId: form.lawFirmId, clientId: form.clientId, caseId: form.caseId },
    {
      files: [{ title: fileName, file: { bytes: Buffer.from(pdf), filename: fileName } }],
      auditDetails: { actor: 'client', sent_form_id: form.id },
      alongside: async (tx, [documentId]) => {
        const locked = await writableForm(tx, caller);
        const filledForm = await insertFilledForm(tx, {
          lawFirmId: form.lawFirmId,
          documentId: documentId!,
          clientId: form.clientId,
          caseId: form.caseId,
          formType: form.formType,
          formId: form.formId,
          formTitle: form.formTitle,
          schema: sections,
          values: filled,
          flatten: true,
          createdByUserId: null,
        });
        await repo.updateSentForm(tx, locked.form.id, {
          status: 'submitted',
          values: answers,
          lastSavedAt: now,
          submittedAt: now,
          openedAt: locked.form.openedAt ?? now,
          documentId: documentId!,
        });
        await recordAudit(
          tx,
          clientAudit(locked, caller, 'sent_form.submitted', {
            document_id: documentId,
            filled_form_id: filledForm.id,
          }),
        );
      },
    },
  );
  await tellSender(deps, form, clientName);
  return view(deps, await reachedForm(deps.db, caller));
}

/** The sender learns the form is back; a mail that fails is logged, the submission stands. */
async function tellSender(deps: SendingDeps, form: repo.SentFormRow, clientName: string) {
  if (form.sentByUserId === null) return;
  const sender = await repo.findUser(deps.db, form.sentByUserId);
  if (!sender) return;
  const locale = sender.locale as Locale;
  const mail = submittedMail(locale, {
    senderName: sender.fullName,
    clientName,
    formTitle: form.formTitle,
    link: sentFormsLink(deps.publicOrigin, locale),
  });
  try {
    await deps.mailer.send({ lawFirmId: form.lawFirmId, to: [sender.email], ...mail });
  } catch (error) {
    deps.log.error({ err: error, sent_form_id: form.id }, 'submitted form notice not sent');
  }
}
