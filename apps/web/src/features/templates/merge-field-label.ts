import type { MergeField } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { templatesNs } from '../../locales/templates';

/**
 * The label a merge field is shown with: a built-in field's in the reader's language (the server names
 * them in English), a firm's own as the firm wrote it.
 */
export function mergeFieldLabel(t: TFunction, field: Pick<MergeField, 'name' | 'merge_field_name' | 'system'>): string {
  if (!field.system) return field.merge_field_name || field.name;
  return t(`builtInFields.${field.name.replace(/^#/, '')}`, { ns: templatesNs, defaultValue: field.merge_field_name });
}
