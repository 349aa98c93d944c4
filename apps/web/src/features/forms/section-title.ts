import { OTHER_FIELDS_SECTION } from '@counsel/domain';
import type { TFunction } from 'i18next';

/**
 * A form section's title in the reader's language. The extraction names the fields outside any part
 * with one fixed English name, stored with the form; it is translated when shown, not when stored, so a
 * sent form reads right in whichever language the client or the staff switch to.
 */
export function sectionTitle(section: string, t: TFunction): string {
  if (section === OTHER_FIELDS_SECTION) return t('common:formSections.otherFields');
  // The extraction's "Part 2" reads "الجزء 2" in Arabic; a firm's own section names are shown as written.
  const part = /^Part (\d+)$/.exec(section);
  return part ? t('common:formSections.part', { number: Number(part[1]) }) : section;
}
