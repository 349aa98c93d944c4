/**
 * A one-page letter-size PDF of plain lines, written with pdf-lib (the PDF library the documents
 * and forms features use). Demo documents are English scans and letters: the standard Helvetica
 * font covers them, and pdf.js reads its text layer back exactly (demo-seed.test.ts checks).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

const PAGE = { width: 612, height: 792 };
const MARGIN = 72;
const FONT_SIZE = 12;
const LINE_HEIGHT = 16;

export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Counsel');
  // A fixed date keeps the demo files identical from one seed to the next.
  const fixed = new Date('2026-01-05T09:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  page.drawText(title, { x: MARGIN, y, size: FONT_SIZE + 4, font: bold });
  y -= LINE_HEIGHT * 2;
  for (const line of lines) {
    if (line) page.drawText(line, { x: MARGIN, y, size: FONT_SIZE, font });
    y -= LINE_HEIGHT;
  }
  return pdf.save();
}
