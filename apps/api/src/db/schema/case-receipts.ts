import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt, updatedAt } from './columns.js';
import { documents } from './documents.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A USCIS receipt kept on a case (spec §3 "Case receipt"), owned by the case-receipts module. A receipt number
 * names one USCIS case, so a firm keeps it once. `status`, `status_description`, `form_type` and the dates are
 * what a person typed or what the last status lookup of the number answered.
 */
export const caseReceipts = pgTable(
  'case_receipts',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Normalised: three capital letters and ten digits. */
    receiptNumber: text('receipt_number').notNull(),
    description: text('description'),
    status: text('status'),
    statusDescription: text('status_description'),
    formType: text('form_type'),
    submittedDate: date('submitted_date', { mode: 'string' }),
    modifiedDate: date('modified_date', { mode: 'string' }),
    /** The notice, kept as a case document. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('case_receipts_firm_number_uq').on(t.lawFirmId, t.receiptNumber),
    index('case_receipts_case_idx').on(t.caseId),
    index('case_receipts_firm_created_idx').on(t.lawFirmId, t.createdAt),
  ],
);
