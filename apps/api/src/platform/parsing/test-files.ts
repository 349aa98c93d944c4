/** Crafted files for the parser limits' tests: ZIP and Word bombs, PNGs of any size, PDFs of many pages. */
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import yazl from 'yazl';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Stored as it is rather than deflated. */
  store?: boolean;
}

export async function zipOf(parts: readonly ZipPart[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const part of parts) zip.addBuffer(part.data, part.name, { compressionLevel: part.store ? 0 : 9 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A Word file whose document.xml is the paragraphs given, repeated to about `bytes` bytes. */
export function docxOfParagraphs(paragraph: (index: number) => string, bytes: number): Promise<Buffer> {
  const paragraphs: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const xml = `<w:p><w:r><w:t>${paragraph(index)}</w:t></w:r></w:p>`;
    paragraphs.push(xml);
    length += xml.length;
  }
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`;
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** The classic bomb: one paragraph repeated, 30 MB of XML in about 100 KB. */
export const docxBomb = () => docxOfParagraphs(() => 'x', 30 * 1024 * 1024);

/**
 * A Word file that passes every check of its ZIP directory (it compresses about 5:1) but whose
 * paragraphs cost mammoth far more memory than a parser worker has.
 */
export function heavyDocx(): Promise<Buffer> {
  let seed = 7;
  const word = () => {
    seed = (seed * 48271) % 2147483647;
    return seed.toString(36).slice(0, 4);
  };
  return docxOfParagraphs(() => word(), 8 * 1024 * 1024);
}

/**
 * The ZIP with the central-directory entry of `name` rewritten to declare `declared` unpacked bytes
 * (the bytes stay as they were): a directory that lies.
 */
export function withDeclaredSize(zip: Buffer, name: string, declared: number): Buffer {
  const copy = Buffer.from(zip);
  for (
    let at = copy.lastIndexOf(Buffer.from('PK\x01\x02'));
    at >= 0;
    at = copy.lastIndexOf(Buffer.from('PK\x01\x02'), at - 1)
  ) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      copy.writeUInt32LE(declared, at + 24);
      return copy;
    }
  }
  throw new Error(`${name} is not in the ZIP`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit greyscale PNG of the size given, all black: its rows of zeros compress to almost nothing
 * (9000 × 9000 is about 80 KB). `dataBytes` makes the image data unpack to that many bytes instead.
 */
export function blackPng(width: number, height: number, dataBytes = (width + 1) * height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(dataBytes), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A PDF of `pages` blank pages. */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}
