/**
 * The form work on a PDF that a user gave (an uploaded form, a firm's form) as parser tasks: they run in
 * the parser pool (platform/parsing), so a crafted PDF costs a worker, not the server. Loading a PDF
 * inflates its object streams: a 200 KB file whose object stream unpacks to 200 MB kept pdf-lib busy
 * for 2.8 s and 330 MB in the request thread before.
 */
import type { PdfFormField } from '@counsel/domain';
import { runParser } from '../parsing/pool.js';
import { parserTask } from '../parsing/task.js';
import { type FillValues, fillPdfForm, openPdf, readFormFields } from './pdf-form.js';

export const pdfFormFieldsTask = parserTask('pdfFormFields', async (bytes: Uint8Array) =>
  readFormFields(await openPdf(bytes)),
);

export const fillPdfFormTask = parserTask(
  'fillPdfForm',
  ({ bytes, values, flatten }: { bytes: Uint8Array; values: FillValues; flatten: boolean }) =>
    fillPdfForm(bytes, values, { flatten }),
);

/** The AcroForm fields of a user's PDF, read in the parser pool (UnreadablePdfError as openPdf throws it). */
export function formFieldsOf(bytes: Uint8Array): Promise<PdfFormField[]> {
  return runParser(pdfFormFieldsTask, bytes);
}

/** fillPdfForm, run in the parser pool. */
export function fillPdfFormInWorker(bytes: Uint8Array, values: FillValues, options: { flatten?: boolean } = {}) {
  return runParser(fillPdfFormTask, { bytes, values, flatten: options.flatten ?? false });
}
