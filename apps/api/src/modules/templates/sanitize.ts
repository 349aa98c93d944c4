/**
 * The HTML a template may hold: what the rich-text editor (TipTap StarterKit, tables, text alignment)
 * writes, plus the merge-field chip `<span data-merge-field="#contact_first_name">`. Everything else
 * (scripts, event handlers, javascript: links, other styles) is dropped, on every write and again on
 * every render.
 */
import sanitizeHtml from 'sanitize-html';

const CHIP_VALUE = /^#(contact|User|Law_Firm|meeting|appointment|invoice)_[a-z0-9_]+$/;
const TEXT_ALIGN = [/^(left|right|center|justify)$/];
const DIRECTION = { name: 'dir', multiple: false, values: ['ltr', 'rtl', 'auto'] };
const BLOCK_ATTRIBUTES = ['style', DIRECTION];
const CELL_ATTRIBUTES = ['colspan', 'rowspan', ...BLOCK_ATTRIBUTES];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'br',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', DIRECTION],
    p: BLOCK_ATTRIBUTES,
    h1: BLOCK_ATTRIBUTES,
    h2: BLOCK_ATTRIBUTES,
    h3: BLOCK_ATTRIBUTES,
    li: BLOCK_ATTRIBUTES,
    blockquote: [DIRECTION],
    ul: [DIRECTION],
    ol: [DIRECTION],
    table: [DIRECTION],
    th: CELL_ATTRIBUTES,
    td: CELL_ATTRIBUTES,
    span: ['data-merge-field', DIRECTION],
  },
  allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A chip keeps its placeholder only when it is one; any other value is dropped with the attribute.
    span: (tagName, attribs) => {
      const value = attribs['data-merge-field'];
      const kept: Record<string, string> = {};
      if (value && CHIP_VALUE.test(value)) kept['data-merge-field'] = value;
      if (attribs.dir) kept.dir = attribs.dir;
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
