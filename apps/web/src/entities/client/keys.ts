/**
 * The query keys of the firm's clients, declared once. Every one starts with `all`, so invalidating it
 * refreshes every list, profile and picker; `of(clientId)` is the prefix of what hangs below one client
 * (its documents, records, light cases and the invoice screens' copy of it), not of its profile (`one`).
 */
const all = ['clients'] as const;
const of = (clientId: number | null) => [...all, clientId] as const;

export const clientKeys = {
  all,
  of,
  list: (lawFirmId: number, filter: object) => [...all, 'list', lawFirmId, filter] as const,
  one: (clientId: number) => [...all, 'one', clientId] as const,
  /** The filling screen's client choices, a list of its own (sorted by name, 50 a page). */
  fillFormChoices: (lawFirmId: number, search: string) => [...all, 'list', lawFirmId, 'fill-form', search] as const,
  /** The client pickers' server-side search (`ClientPicker`). */
  options: (lawFirmId: number, q: string) => [...all, 'options', lawFirmId, q] as const,
  /** The records' "link an existing client" search. */
  search: (lawFirmId: number, q: string) => [...all, 'search', lawFirmId, q] as const,
  /** GET /client/{id} as the invoice screens and preview read it (the name and contact details). */
  invoiceCopy: (clientId: number | null) => [...of(clientId), 'invoice-name'] as const,
  records: (clientId: number, kind: string) => [...of(clientId), kind] as const,
  documents: (clientId: number) => [...of(clientId), 'documents'] as const,
  generalDocuments: (clientId: number) => [...of(clientId), 'documents', 'general'] as const,
};
