/**
 * Translated messages for the shared zod schemas: forms validate with the very schemas the API uses,
 * but zod's own messages are English, so a per-parse error map renders them through i18next.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';

export type ZodErrorMap = NonNullable<z.core.ParseContext<z.core.$ZodIssue>['error']>;

export function translatedErrorMap(t: TFunction): ZodErrorMap {
  return (issue) => {
    const empty = issue.input === undefined || issue.input === null || String(issue.input).trim() === '';
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'string') {
          return empty
            ? t('common:validation.required')
            : t('common:validation.minLength', { count: Number(issue.minimum) });
        }
        return t('common:validation.invalid');
      case 'too_big':
        if (issue.origin === 'string') return t('common:validation.maxLength', { count: Number(issue.maximum) });
        return t('common:validation.invalid');
      case 'invalid_format':
        if (empty) return t('common:validation.required');
        return issue.format === 'email' ? t('common:validation.email') : t('common:validation.invalid');
      case 'invalid_type':
      // An enum (a select) left empty is missing, not wrong; so is a choice of several kinds (a union).
      case 'invalid_value':
      case 'invalid_union':
        return empty ? t('common:validation.required') : t('common:validation.invalid');
      default:
        return t('common:validation.invalid');
    }
  };
}

/**
 * Text that must hold something once trimmed, with the form's own message when it does not; `rule` (the
 * API's schema for the field) then applies the rest.
 */
export function requiredText(message: () => string): z.ZodString;
export function requiredText<Rule extends z.ZodType<unknown, string>>(
  message: () => string,
  rule: Rule,
): z.ZodPipe<z.ZodString, Rule>;
export function requiredText(message: () => string, rule?: z.ZodType<unknown, string>) {
  const present = z.string().trim().min(1, { error: message });
  return rule ? present.pipe(rule) : present;
}
