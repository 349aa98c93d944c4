import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './calendar.js';
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
    /** The status is final (domain `isFinalReceiptStatus`): the daily re-check no longer asks about it. */
    statusFinal: boolean('status_final').notNull().default(false),
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

/**
 * Every USCIS status a receipt was found in, one row per change (owned by the case-receipts module): what
 * USCIS sent, as sent, when it changed and when we asked, and whether a person's lookup or the daily
 * re-check found it. `notified_at` is claimed before the team is mailed, so a change is told once however
 * often it is found; `appointment_id` is the calendar appointment a biometrics or interview notice became.
 */
export const caseReceiptStatusHistory = pgTable(
  'case_receipt_status_history',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    caseReceiptId: integer('case_receipt_id')
      .notNull()
      .references(() => caseReceipts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusKind: text('status_kind').notNull(),
    statusDescription: text('status_description').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'manual' or 'automatic'. */
    source: text('source').notNull(),
    /** True when the status before it was one USCIS sent (the first status found is not a change to tell). */
    hadPrevious: boolean('had_previous').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_receipt_status_history_change_uq').on(t.caseReceiptId, t.status, t.statusDescription),
    index('case_receipt_status_history_receipt_idx').on(t.caseReceiptId, t.changedAt),
    index('case_receipt_status_history_firm_checked_idx').on(t.lawFirmId, t.checkedAt),
  ],
);

/**
 * Each team member's mail about a told change: written pending when the change is claimed, `sent_at` set when
 * the mail went. A failed mail keeps its row pending, so a later run sends it again to that person only (the
 * others are never mailed twice), up to a bounded number of attempts.
 */
export const caseReceiptStatusMails = pgTable(
  'case_receipt_status_mails',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    statusHistoryId: integer('status_history_id')
      .notNull()
      .references(() => caseReceiptStatusHistory.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_receipt_status_mails_change_user_uq').on(t.statusHistoryId, t.userId),
    index('case_receipt_status_mails_pending_idx').on(t.sentAt, t.attempts),
  ],
);
