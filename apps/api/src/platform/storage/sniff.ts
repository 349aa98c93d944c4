/**
 * The type bytes really are, never the name's or the browser's word. file-type reads binary signatures;
 * text needs our own look: UTF-8 without NULs is text/plain, unless it is markup. XML whose root is
 * <svg> is image/svg+xml, and HTML (or other markup) is never plain text, so a page renamed .txt or
 * .png is not accepted as one. An OLE compound file is a Word .doc only when it holds a WordDocument
 * stream.
 *
 * A `ContentScan` sees every byte once, as an upload streams past (or a buffer in one go): it keeps the
 * first 8 KiB for the text and root-element checks and looks through the whole file for the Word
 * stream's name and for HTML. HTML anywhere in a text file makes it text/html: a page hidden after a
 * harmless first screen is still a page.
 */
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

const HEAD_BYTES = 8192;
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** Markup that makes text a web page; also looked for past the head. */
const HTML_MARKUP = /<!doctype\s+html|<(html|head|body|script|iframe|object|embed)[\s>/]/i;
/**
 * How much of the previous chunk is searched again with the next, so that markup cut by a chunk's end
 * is still found. A doctype padded with more than this much white space across a chunk's end could
 * escape the doctype rule, not the tag rules, which need only a few characters.
 */
const HTML_CARRY = 1024;

export class ContentScan {
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private wordCarry = Buffer.alloc(0);
  private htmlCarry = '';
  /** Whether the head is text, once the head is complete; HTML is looked for only in text. */
  private textHead: boolean | undefined;
  size = 0;
  hasWordStream = false;
  hasHtml = false;

  update(chunk: Buffer): void {
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    this.size += chunk.length;
    if (this.textHead === undefined && this.size > HEAD_BYTES) this.textHead = this.headIsText();
    if (!this.hasWordStream) this.findWordStream(chunk);
    if (!this.hasHtml && this.textHead !== false) {
      // Latin-1 maps each byte to one character, so a chunk's end never splits one, and the markup
      // looked for is ASCII, which UTF-8 never uses inside a multi-byte character.
      const window = this.htmlCarry + chunk.toString('latin1');
      this.hasHtml = HTML_MARKUP.test(window);
      this.htmlCarry = window.slice(-HTML_CARRY);
    }
  }

  /** The Word stream's name in this chunk, or across the end of the previous one. */
  private findWordStream(chunk: Buffer): void {
    const across = Buffer.concat([this.wordCarry, chunk.subarray(0, WORD_STREAM.length - 1)]);
    this.hasWordStream = across.includes(WORD_STREAM) || chunk.includes(WORD_STREAM);
    const keep = WORD_STREAM.length - 1;
    const tail = chunk.length >= keep ? chunk.subarray(-keep) : Buffer.concat([this.wordCarry, chunk]).subarray(-keep);
    this.wordCarry = Buffer.from(tail);
  }

  /** The first 8 KiB (all of a shorter file). */
  get head(): Buffer {
    if (this.headChunks.length > 1) this.headChunks.splice(0, this.headChunks.length, Buffer.concat(this.headChunks));
    return this.headChunks[0] ?? Buffer.alloc(0);
  }

  /** UTF-8 without NULs in the first 8 KiB. */
  headIsText(): boolean {
    if (this.textHead !== undefined) return this.textHead;
    const head = this.head;
    if (head.includes(0)) return false;
    try {
      // Streaming tolerates only a multi-byte character cut at the end of a sample of a longer file;
      // any invalid byte sequence still throws.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: this.size > head.length });
      return true;
    } catch {
      return false;
    }
  }
}

/** The type of bytes held in memory. */
export async function sniffContentType(bytes: Buffer): Promise<string | null> {
  const scan = new ContentScan();
  scan.update(bytes);
  return typeOf(await fileTypeFromBuffer(bytes), scan);
}

/** The type of a file on disk whose every byte `scan` has seen (an upload received to a temporary file). */
export async function sniffScannedFile(filePath: string, scan: ContentScan): Promise<string | null> {
  return typeOf(await fileTypeFromFile(filePath), scan);
}

function typeOf(detected: { mime: string } | undefined, scan: ContentScan): string | null {
  if (detected?.mime === 'application/x-cfb') return scan.hasWordStream ? 'application/msword' : detected.mime;
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!scan.headIsText()) return detected?.mime ?? null;
  return markupType(scan.head) ?? (scan.hasHtml ? 'text/html' : 'text/plain');
}

/** The type of text that is markup by its first 8 KiB: SVG, HTML or other XML; null for text that is not. */
function markupType(head: Buffer): string | null {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  // Skip the XML declaration, comments, processing instructions and a doctype to reach the root.
  const body = text.replace(/^(\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype[^>]*>))*\s*/i, '');
  if (/^<svg[\s>/]/i.test(body)) return 'image/svg+xml';
  if (HTML_MARKUP.test(text)) return 'text/html';
  if (/^<[a-z_][\w.:-]*[\s>/]/i.test(body) || /^\s*<\?xml/i.test(text)) return 'application/xml';
  return null;
}
