/** Checklist documents made in the test: a PDF with pdf-lib and a Word file with docx. */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Lines drawn top-down: size 20 is the title, 15 a heading, 11 the body; x says how far in. */
export async function checklistPdf(lines: ReadonlyArray<{ text: string; size: number; x?: number }>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let y = 740;
  for (const line of lines) {
    page.drawText(line.text, { x: line.x ?? 72, y, size: line.size, font });
    y -= line.size + 10;
  }
  return Buffer.from(await pdf.save());
}

export async function blankPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}

const HEADINGS = { title: HeadingLevel.TITLE, 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2 } as const;

export async function checklistDocx(
  paragraphs: ReadonlyArray<{ text: string; heading?: 1 | 2 | 'title'; bullet?: 0 | 1 }>,
): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: paragraphs.map(
          (p) =>
            new Paragraph({
              text: p.text,
              ...(p.heading ? { heading: HEADINGS[p.heading] } : {}),
              ...(p.bullet !== undefined ? { bullet: { level: p.bullet } } : {}),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Enough of a PNG for its type to be read from the bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
