/**
 * A meeting's notes are rich text (the form's editor writes HTML): only plain formatting and http(s) or
 * mailto links are kept, so nothing a browser would run reaches the calendar's details dialog.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'span', 'h3'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['dir'], span: ['dir'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeNotes(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
