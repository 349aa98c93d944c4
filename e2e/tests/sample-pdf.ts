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

/**
 * A one-page filled form: printed labels and text fields holding the answers, drawn by the fields'
 * own appearances as a filled USCIS form's are (not flattened).
 */
export async function filledFormPdf(answers: ReadonlyArray<{ label: string; value: string }>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  answers.forEach(({ label, value }, index) => {
    const y = 700 - index * 48;
    page.drawText(label, { x: 72, y: y + 20, size: 10, font });
    const field = form.createTextField(`answer_${index}`);
    field.setText(value);
    field.addToPage(page, { x: 72, y, width: 260, height: 16, font });
  });
  return Buffer.from(await pdf.save());
}
