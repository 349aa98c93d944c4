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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The notes as plain text, for an invitation's DESCRIPTION and mail (each block on its own line). */
export function notesAsText(html: string | null): string {
  if (!html) return '';
  const lines = html.replace(/<\/(p|li|h3|blockquote)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
