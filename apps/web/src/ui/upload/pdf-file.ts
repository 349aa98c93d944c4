/**
 * Whether a chosen file is a PDF, by its bytes like the server (a PDF starts with "%PDF-" within its
 * first kilobyte), so a picture renamed .pdf is refused before it is sent.
 */
const SIGNATURE = '%PDF-';

export async function isPdfFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return new TextDecoder('latin1').decode(head).includes(SIGNATURE);
}
