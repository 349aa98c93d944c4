/**
 * The filling screen's choices (§2, §4): the client (required), a case of theirs or none, the form
 * (required, checked as the reference the schema call takes), and the documents to share when sending.
 */
import { type ClientListItem, type FillableFormRef, fillableFormRef } from '@counsel/domain';
import { z } from 'zod';
import type { SharedDocument } from './ClientDocumentsPicker';

/** What the screen shows of the chosen client. */
export type PickedClient = Pick<
  ClientListItem,
  'id' | 'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone_number'
>;

export interface FillChoices {
  client: PickedClient | null;
  /** The case's id as the select holds it; '' for the client's general documents. */
  case_id: string;
  /** The picker's value for a form: `public:2`, `law_firm:7`; '' when none is chosen. */
  form: string;
  use_document: boolean;
  shared_documents: SharedDocument[];
}

export const formKey = (form: FillableFormRef) => `${form.form_type}:${form.id}`;

export function formOfKey(key: string): FillableFormRef | null {
  const match = /^(public|law_firm):(\d+)$/.exec(key);
  return match ? { form_type: match[1] as FillableFormRef['form_type'], id: Number(match[2]) } : null;
}

/** Both Review and Assign need a client and a form; each failing field is named by its path. */
export const fillChoicesSchema = z.object({
  client: z.custom<PickedClient | null>().pipe(z.custom<PickedClient>((client) => client !== null)),
  case_id: z.string(),
  form: z.string().transform(formOfKey).pipe(fillableFormRef),
  use_document: z.boolean(),
  shared_documents: z.custom<SharedDocument[]>(),
});
export type FillChoicesOutput = z.output<typeof fillChoicesSchema>;
