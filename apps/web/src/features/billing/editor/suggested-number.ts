/**
 * The invoice number a save sends. While the field still shows the number the server suggested on
 * opening, none is sent and the server draws the next free one at save: the suggestion reserved
 * nothing, and another invoice may have been saved with it meanwhile. A number typed by hand is sent.
 */
export function invoiceNumberToSend(typed: string, suggested: string | null): string | null {
  const number = typed.trim();
  return number && number !== suggested ? number : null;
}
