/**
 * A user's PDF opened with pdf.js in a parser worker: no system fonts, no font faces, no eval (a PDF's
 * fonts and functions are data, never code), and no console noise. The caller destroys the document.
 */
export async function openUserPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

export type UserPdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof openUserPdf>>['getPage']>>;
