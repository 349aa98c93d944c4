/**
 * Finds the form a body names (see `@counsel/domain` form-reference.ts): the `form_id` shortcut, else
 * the form address, else the name. A public form is named by its number ("I-130", as the schema call
 * takes it) or its title; a firm form by its title or its PDF's file name. Only the ref is answered:
 * callers read the form as before, so another firm's or a deleted form is still 404 there.
 */
import {
  type FillableFormRef,
  type FillableFormType,
  FORM_REFERENCE_MESSAGES,
  type FormReference,
  formNameKey,
  parseFormAddress,
} from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { PUBLIC_FORMS } from '../../platform/public-forms.js';
import { formIdsNamed } from '../firm-forms/service.js';

const formNotFound = () => new AppError(404, 'not_found', FORM_REFERENCE_MESSAGES.notFound);

const publicIdsNamed = (name: string) => {
  const key = formNameKey(name);
  return PUBLIC_FORMS.filter(
    (form) =>
      formNameKey(form.name) === key ||
      formNameKey(form.title) === key ||
      formNameKey(form.file.split('/').pop()!) === key,
  ).map((form) => form.id);
};

/** Every form of the allowed types answering to a name; more than one is the caller's to settle. */
async function byName(db: DbOrTx, lawFirmId: number, name: string, type?: FillableFormType) {
  const found: FillableFormRef[] = [];
  if (type !== 'law_firm') found.push(...publicIdsNamed(name).map((id) => ({ form_type: 'public' as const, id })));
  if (type !== 'public') {
    found.push(...(await formIdsNamed(db, lawFirmId, name)).map((id) => ({ form_type: 'law_firm' as const, id })));
  }
  return found;
}

async function byAddress(db: DbOrTx, lawFirmId: number, url: string, type?: FillableFormType) {
  const address = parseFormAddress(url);
  if (!address) return [];
  if (address.kind === 'file') return byName(db, lawFirmId, address.name, type);
  if (type && address.kind !== type) throw formNotFound();
  // Another firm's form address names nothing here.
  if (address.kind === 'law_firm' && address.lawFirmId !== lawFirmId) throw formNotFound();
  return [{ form_type: address.kind, id: address.id }];
}

export async function resolveFormReference(
  db: DbOrTx,
  lawFirmId: number,
  ref: FormReference,
): Promise<FillableFormRef> {
  if (ref.form_id !== undefined) {
    if (!ref.form_type) throw validationFailed({ form_type: FORM_REFERENCE_MESSAGES.typeRequired });
    return { form_type: ref.form_type, id: ref.form_id };
  }
  const url = ref.form_url?.trim();
  const title = ref.form_title?.trim();
  if (!url && !title) throw validationFailed({ form_title: FORM_REFERENCE_MESSAGES.formRequired });
  // The address is the precise name; a title is looked at when the address names no known form.
  let found = url ? await byAddress(db, lawFirmId, url, ref.form_type) : [];
  if (found.length === 0 && title) found = await byName(db, lawFirmId, title, ref.form_type);
  if (found.length === 0) throw formNotFound();
  if (found.length > 1) {
    throw validationFailed({ [url ? 'form_url' : 'form_title']: FORM_REFERENCE_MESSAGES.ambiguous });
  }
  return found[0]!;
}
