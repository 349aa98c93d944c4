/**
 * The input a form field's answer is typed in, from its type and what it holds: identifiers and phone
 * numbers are text with a pattern and the keyboard they need (never a number input), and a field's
 * box count is its input's maximum length. Shared by the staff's review and the client's form.
 */
import { type AnswerProblem, type CollaborationField, fieldFormatInput } from '@counsel/domain';
import { useTranslation } from 'react-i18next';
import { formsNs } from '../../locales/forms';

type InputMode = 'text' | 'tel' | 'numeric' | 'decimal' | 'email';

export interface FieldInputProps {
  type: 'text' | 'email';
  inputMode: InputMode | undefined;
  pattern: string | undefined;
  maxLength: number | undefined;
}

export function fieldInputProps(field: CollaborationField): FieldInputProps {
  const format = field.type === 'text' ? (field.metadata.format ?? null) : null;
  const maxLength = field.metadata.max_length ?? undefined;
  if (format) {
    const { pattern, inputMode } = fieldFormatInput(format);
    // A formatted answer fits by its digits ("123-45-6789" in nine boxes): the browser must not stop the
    // typing at the box count; the answer's check before sending says when it does not fit.
    return { type: 'text', inputMode, pattern, maxLength: undefined };
  }
  return {
    type: field.type === 'email' ? 'email' : 'text',
    inputMode: field.type === 'number' ? 'decimal' : field.type === 'email' ? 'email' : undefined,
    pattern: undefined,
    maxLength,
  };
}

/** The texts of a field's answer: its box count as a hint, and what is wrong with it. */
export function useAnswerTexts() {
  const { t } = useTranslation(formsNs);
  return {
    hint: (field: CollaborationField) => {
      const max = field.metadata.max_length;
      if (!max || field.type !== 'text') return undefined;
      return field.metadata.comb ? t('answer.boxes', { count: max }) : t('answer.maxLength', { count: max });
    },
    problem: (problem: AnswerProblem) =>
      problem.kind === 'too_long'
        ? t('answer.tooLong', { count: problem.maxLength })
        : t(`answer.format.${problem.format}`),
  };
}
