/**
 * Names of stored files and the titles shown beside them. A name is the sender's text: it may carry
 * control characters or the Unicode bidirectional controls that make "invoice‮fdp.exe" read as
 * "invoiceexe.pdf", and an extension that says nothing about the bytes (a GIF named "x.html" opens
 * in a browser as a page once saved). Names and titles are cleaned when stored, and a file is always
 * named by the extension of the type its bytes were found to be.
 */

/**
 * Removed: C0 and C1 controls, DEL, the bidirectional embeddings and overrides (LRE, RLE, PDF, LRO, RLO,
 * U+202A–U+202E) and isolates (LRI, RLI, FSI, PDI, U+2066–U+2069). Overrides reverse the letters they
 * cover and an isolate lays out Latin runs right to left, so either can show an extension other than the
 * real one. The marks LRM, RLM and ALM (U+200E, U+200F, U+061C) are kept: Arabic titles use them to
 * place punctuation and numbers, and a mark is a single strong character that cannot reorder letters.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// Line breaks and tabs (and the Unicode line and paragraph separators) become spaces: "a\nb" reads "a b".
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BREAKS = /[\u0009-\u000D\u2028\u2029]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters above (line breaks as spaces, lone surrogates as U+FFFD), trimmed. */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(BREAKS, ' ').replace(UNSAFE_CHARACTERS, '').replace(LONE_SURROGATE, '\uFFFD').trim();
}

/**
 * The extensions a stored type may be named with, the usual one first (also the storage key's). A name
 * keeps its own extension when it is one of these, so "scan.jpeg" stays "scan.jpeg".
 */
export const FILE_TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/rtf': ['.rtf'],
  'application/zip': ['.zip'],
  'text/plain': ['.txt', '.text'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/bmp': ['.bmp'],
  'image/tiff': ['.tif', '.tiff'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'image/svg+xml': ['.svg'],
};

/** The usual extension of a type ('.pdf'), or '' for a type without one here. */
export function extensionOfType(mimeType: string): string {
  return FILE_TYPE_EXTENSIONS[mimeType]?.[0] ?? '';
}

// What counts as a name's extension: a dot and up to 10 letters or digits, at least one a letter
// ("x.html", "a.mp4"), so "Report v1.2" keeps its ".2" and gets the type's extension after it.
const EXTENSION = /\.(?=[a-z0-9]{0,9}[a-z])[a-z0-9]{1,10}$/i;

/**
 * The name a file is saved under: cleaned as above, path separators made harmless, and ending in an
 * extension of its type: "x.html" holding a GIF is "x.gif", "contract" holding a PDF "contract.pdf".
 * A type without known extensions keeps the name's own.
 */
export function fileNameForType(name: string, mimeType: string): string {
  const cleaned = stripUnsafeCharacters(name).replace(/[/\\]/g, '_');
  const extensions = FILE_TYPE_EXTENSIONS[mimeType];
  if (!extensions) return cleaned || 'file';
  const own = EXTENSION.exec(cleaned)?.[0];
  if (own && extensions.includes(own.toLowerCase())) return cleaned;
  const base = (own ? cleaned.slice(0, -own.length) : cleaned).trim();
  return `${base || 'file'}${extensions[0]}`;
}
