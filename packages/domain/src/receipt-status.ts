/**
 * What a USCIS case status means for the firm: its kind (the few steps a case goes through, whatever words
 * USCIS uses for them), whether the case is over so that nobody needs to ask again (a final status), and
 * whether it announces an appointment the client must attend (biometrics or an interview). USCIS's own
 * title and text are kept as sent; the kind is what the screens translate ("Approved" / "تمت الموافقة").
 */

export const RECEIPT_STATUS_KINDS = [
  'received',
  'biometrics_scheduled',
  'interview_scheduled',
  'evidence_requested',
  'evidence_received',
  'in_review',
  'transferred',
  'approved',
  'card_produced',
  'card_mailed',
  'card_delivered',
  'denied',
  'rejected',
  'withdrawn',
  'closed',
  'other',
] as const;
export type ReceiptStatusKind = (typeof RECEIPT_STATUS_KINDS)[number];

/**
 * USCIS titles by the words they start with or hold, first match wins (the titles of the Case Status
 * Online list; e.g. "Case Was Approved", "Card Was Delivered To Me By The Post Office"). Checked in order,
 * so "Card Was Mailed" is not taken for "Case Was Received".
 */
const KIND_PATTERNS: ReadonlyArray<readonly [RegExp, ReceiptStatusKind]> = [
  [/\bcard\b.*\bdelivered\b|\bdelivered\b.*\bcard\b/i, 'card_delivered'],
  [/\bcard\b.*\b(mailed|picked up)\b|\b(document|card) was mailed\b/i, 'card_mailed'],
  [/\bcard\b.*\b(produced|production)\b|\bnew card\b/i, 'card_produced'],
  [/\bbiometrics?\b/i, 'biometrics_scheduled'],
  [/\binterview\b.*\b(scheduled|rescheduled)\b/i, 'interview_scheduled'],
  [/\b(response to (uscis'? )?request for evidence|evidence) was received\b/i, 'evidence_received'],
  [/\b(request for (additional )?evidence|evidence was sent|notice of intent to deny)\b/i, 'evidence_requested'],
  [/\bapproved\b|\bapproval\b|\boath ceremony\b.*\bcompleted\b/i, 'approved'],
  [/\bdenied\b|\bdenial\b/i, 'denied'],
  [/\brejected\b/i, 'rejected'],
  [/\bwithdraw(n|al)\b/i, 'withdrawn'],
  [/\b(terminated|closed|administratively)\b/i, 'closed'],
  [/\b(transferred|relocated)\b/i, 'transferred'],
  [/\breceived\b|\baccepted\b/i, 'received'],
  [/\b(review|being processed|actively|fingerprint fee)\b/i, 'in_review'],
];

/** The kind of a USCIS status title; 'other' when it names none of them. */
export function receiptStatusKind(title: string | null | undefined): ReceiptStatusKind {
  if (!title) return 'other';
  for (const [pattern, kind] of KIND_PATTERNS) if (pattern.test(title)) return kind;
  return 'other';
}

/**
 * Forms whose approval is followed by a card or travel document USCIS produces and mails: for them an
 * approval is not the end, the card's delivery is.
 */
export const CARD_FORM_TYPES: ReadonlySet<string> = new Set([
  'I-90',
  'I-131',
  'I-485',
  'I-765',
  'I-751',
  'I-821',
  'I-821D',
  'I-829',
]);

const formKey = (formType: string) => formType.toUpperCase().replace(/[^A-Z0-9]/g, '');
const CARD_FORMS: ReadonlySet<string> = new Set([...CARD_FORM_TYPES].map(formKey));

const ALWAYS_FINAL: ReadonlySet<ReceiptStatusKind> = new Set([
  'card_delivered',
  'denied',
  'rejected',
  'withdrawn',
  'closed',
]);

/**
 * A final status: the case is over, so the daily re-check leaves its receipt alone (a person can still look
 * it up). Approved is final unless the form's card is still to come.
 */
export function isFinalReceiptStatus(title: string | null | undefined, formType?: string | null): boolean {
  const kind = receiptStatusKind(title);
  if (ALWAYS_FINAL.has(kind)) return true;
  if (kind === 'approved') return !CARD_FORMS.has(formKey(formType ?? ''));
  return false;
}

/** The kinds that announce something the client attends; each becomes an appointment on the calendar. */
export const APPOINTMENT_STATUS_KINDS: ReadonlySet<ReceiptStatusKind> = new Set([
  'biometrics_scheduled',
  'interview_scheduled',
]);

export const isAppointmentStatus = (title: string | null | undefined): boolean =>
  APPOINTMENT_STATUS_KINDS.has(receiptStatusKind(title));
