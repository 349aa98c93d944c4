/** Real PDFs for the walk-throughs, written with pdf-lib: one page per text, one line each in Helvetica. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function samplePdf(pages: readonly string[], line: { size: number; y: number }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    pdf.addPage([612, 792]).drawText(text, { x: 72, y: line.y, size: line.size, font });
  }
  return Buffer.from(await pdf.save());
}
