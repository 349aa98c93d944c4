/**
 * .docx → TipTap JSON: mammoth turns the Word file into semantic HTML (headings, emphasis, lists,
 * tables, links), which TipTap parses against the editor's schema. Pure apart from the DOM parser
 * TipTap needs, so it runs in the browser and in a jsdom test alike.
 */
import { generateJSON, type JSONContent } from '@tiptap/core';
import mammoth from 'mammoth';
import { wordExtensions } from './extensions';

/** The file is not a Word document mammoth can read (not a zip, no document part, damaged). */
export class InvalidDocxError extends Error {
  constructor(cause: unknown) {
    super('The file cannot be read as a Word document', { cause });
    this.name = 'InvalidDocxError';
  }
}

/**
 * Underline and strike-through are not in mammoth's default map (it drops underline on purpose, since
 * on the web it reads as a link); a legal document's underlines matter, so they are kept.
 */
const STYLE_MAP = ['u => u', 'strike => s'];

export async function docxToHtml(bytes: ArrayBuffer): Promise<string> {
  try {
    // The browser build of mammoth reads `arrayBuffer`, its Node build `buffer` (both hand it to JSZip).
    const input = { arrayBuffer: bytes, buffer: bytes } as { arrayBuffer: ArrayBuffer };
    const result = await mammoth.convertToHtml(input, { styleMap: STYLE_MAP, ignoreEmptyParagraphs: false });
    return result.value;
  } catch (error) {
    throw new InvalidDocxError(error);
  }
}

export interface ImportedDocx {
  content: JSONContent;
  /** The file has pictures, which the editor does not hold: saving would leave them out. */
  hasImages: boolean;
}

export async function readDocx(bytes: ArrayBuffer): Promise<ImportedDocx> {
  const html = await docxToHtml(bytes);
  return { content: generateJSON(html, wordExtensions), hasImages: /<img\b/i.test(html) };
}

export async function importDocx(bytes: ArrayBuffer): Promise<JSONContent> {
  return (await readDocx(bytes)).content;
}
