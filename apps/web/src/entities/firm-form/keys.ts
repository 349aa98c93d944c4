/**
 * The query key of the firm's forms library (/forms/law-firm-forms), declared once: every folder view and
 * a form's fields start with it, so one invalidation after an upload or a change reads them all again.
 */
export const firmFormsKey = ['forms', 'firm'] as const;
