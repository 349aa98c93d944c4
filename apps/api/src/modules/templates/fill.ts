/**
 * Filling placeholders `#{target}_{field}` (MERGE_FIELD_PATTERN). A placeholder with a value is
 * replaced; one without stays exactly as written and is reported once, in order of first use, so a
 * reviewer sees what is missing instead of a silent gap.
 */
import { MERGE_FIELD_PATTERN, type MergeFieldTarget } from '@counsel/domain';

export type LookUp = (target: MergeFieldTarget, field: string) => string | null;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fillText(text: string, lookUp: LookUp, unknown: Set<string>, escapeValues: boolean): string {
  return text.replace(new RegExp(MERGE_FIELD_PATTERN.source, 'g'), (placeholder, target: string, field: string) => {
    const value = lookUp(target as MergeFieldTarget, field);
    if (value === null) {
      unknown.add(placeholder);
      return placeholder;
    }
    return escapeValues ? escapeHtml(value) : value;
  });
}

/** A plain-text line (a mail subject): values go in as they are. */
export function fillPlain(text: string, lookUp: LookUp, unknown: Set<string>): string {
  return fillText(text, lookUp, unknown, false);
}

/**
 * Sanitised HTML: only text between tags is filled (never an attribute such as a chip's
 * data-merge-field), and every value is HTML-escaped. Sanitised HTML has no raw `<` or `>` inside
 * attribute values, so splitting at tags is exact.
 */
export function fillHtml(html: string, lookUp: LookUp, unknown: Set<string>): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : fillText(part, lookUp, unknown, true)))
    .join('');
}
