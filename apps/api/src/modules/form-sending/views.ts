/** How a sent form reads: to the staff (everything), and to the client through the link (visible fields only). */
import {
  clientFullName,
  clientSignatureFields,
  type FillableFormType,
  type FillValues,
  type FormSection,
  type FormSendingMode,
  formatFormDate,
  formDateFormat,
  type LinkForm,
  type Locale,
  type SentForm,
  type SentFormStatus,
  signatureDateValues,
} from '@counsel/domain';
import type { listSentForms, SentFormRow } from './repository.js';

type ListedRow = Awaited<ReturnType<typeof listSentForms>>['rows'][number];
type DocumentRef = { id: number; title: string };
type Attachment = DocumentRef & { requested: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toSentForm(
  row: ListedRow,
  shared: readonly DocumentRef[],
  attachments: readonly Attachment[],
): SentForm {
  const { form, client, document } = row;
  return {
    id: form.id,
    status: row.status as SentFormStatus,
    form_title: form.formTitle,
    form_type: form.formType as FillableFormType,
    form_id: form.formId,
    form_sending_mode: form.formSendingMode as FormSendingMode,
    locale: form.locale as Locale,
    client: {
      id: form.clientId,
      full_name: clientFullName({
        first_name: client.firstName,
        middle_name: client.middleName,
        last_name: client.lastName,
      }),
      email: client.email,
    },
    case: form.caseId !== null && row.caseTitle !== null ? { id: form.caseId, title: row.caseTitle } : null,
    sent_by: row.sender ? { id: row.sender.id, full_name: row.sender.fullName } : null,
    sent_at: form.sentAt.toISOString(),
    expires_at: form.expiresAt.toISOString(),
    opened_at: iso(form.openedAt),
    last_saved_at: iso(form.lastSavedAt),
    submitted_at: iso(form.submittedAt),
    revoked_at: iso(form.revokedAt),
    reminded_at: iso(form.remindedAt),
    requested_documents: form.requestedDocuments as string[],
    shared_documents: [...shared],
    attachments: attachments.map(({ id, title, requested }) => ({ id, title, requested })),
    document: document && document.deletedAt === null ? { id: document.id, title: document.title } : null,
  };
}

/** The sections as the client sees them: hidden fields taken out, and sections left empty by that too. */
export function visibleSections(sections: readonly FormSection[]): FormSection[] {
  return sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => !field.hidden) }))
    .filter((section) => section.fields.length > 0);
}

/** Keeps only the values of fields the client can see (a crafted body cannot write a hidden field). */
export function visibleValues(sections: readonly FormSection[], values: FillValues): FillValues {
  const names = new Set(visibleSections(sections).flatMap((section) => section.fields.map((field) => field.name)));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/** The staff's defaults of the given fields (the pre-filled client facts), where they have one. */
export function defaultValues(sections: readonly FormSection[]): FillValues {
  const values: FillValues = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    if (field.default_value !== null) values[field.name] = field.default_value;
  }
  return values;
}

/** The signature boxes the client's drawn signature goes in (not the attorney's or an interpreter's). */
export function signatureNames(sections: readonly FormSection[]): Set<string> {
  return new Set(clientSignatureFields(sections));
}

/**
 * What signing on `isoDay` needs of the form: the client's boxes, everyone else's (a date of signature
 * nearer to one of theirs is theirs), each date of signature's text, and the day as the form writes it.
 */
export function signingFields(sections: readonly FormSection[], isoDay: string) {
  const client = signatureNames(sections);
  const others = sections
    .flatMap((section) => section.fields)
    .filter((field) => field.type === 'signature' && !client.has(field.name))
    .map((field) => field.name);
  return {
    signatureNames: [...client],
    otherSignatureNames: others,
    signatureDates: signatureDateValues(sections, isoDay),
    date: formatFormDate(isoDay, formDateFormat(sections)),
  };
}

/**
 * What the PDF is filled with: every default (hidden ones too, as the staff reviewed them), then the
 * client's answers; never a signature field, which the drawn signature fills.
 */
export function pdfValues(sections: readonly FormSection[], answers: FillValues): FillValues {
  return withoutSignatures(sections, { ...defaultValues(sections), ...visibleValues(sections, answers) });
}

/** Values without any signature box's (the client's or anyone else's): a signature is drawn, never typed. */
function withoutSignatures(sections: readonly FormSection[], values: FillValues): FillValues {
  const signatures = new Set(
    sections.flatMap((section) => section.fields.filter((f) => f.type === 'signature').map((f) => f.name)),
  );
  return Object.fromEntries(Object.entries(values).filter(([name]) => !signatures.has(name)));
}

export type LinkStatus = LinkForm['status'];

export function toLinkForm(
  form: SentFormRow,
  facts: { firmName: string; clientFirstName: string },
  shared: readonly DocumentRef[],
  attachments: readonly Attachment[],
): LinkForm {
  const sections = visibleSections(form.formSchema as FormSection[]);
  return {
    form_title: form.formTitle,
    firm_name: facts.firmName,
    client_first_name: facts.clientFirstName,
    locale: form.locale as Locale,
    status: form.status as LinkStatus,
    expires_at: form.expiresAt.toISOString(),
    form_schema: sections,
    // A signature field is signed by drawing, never by a value.
    values: withoutSignatures(sections, {
      ...defaultValues(sections),
      ...visibleValues(sections, form.values as FillValues),
    }),
    current_section: Math.min(form.currentSection, Math.max(sections.length - 1, 0)),
    requested_documents: form.requestedDocuments as string[],
    attachments: attachments.map(({ id, title, requested }) => ({ id, title, requested })),
    shared_documents: [...shared],
  };
}
