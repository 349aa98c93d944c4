import type { FoiaTolling } from '@counsel/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/**
 * A FOIA case's request to a federal agency (issue 39), owned by the cases module: one row per FOIA case.
 * `response_due` is the deadline worked out when the row is written (the holiday table is law, so it does not
 * move by itself); it is stored so the calendar reads a window of deadlines by index. Null while a tolling waits.
 */
export const foiaRequests = pgTable(
  'foia_requests',
  {
    caseId: integer('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    agency: text('agency').notNull(),
    /** The agency's tracking number, once it gives one. */
    requestNumber: text('request_number'),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    extensionTaken: boolean('extension_taken').notNull().default(false),
    /** The periods the clock stopped while the agency waited on the requester, in the order they started. */
    tollings: jsonb('tollings').$type<FoiaTolling[]>().notNull().default(sql`'[]'::jsonb`),
    responseDue: date('response_due', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('foia_requests_law_firm_due_idx').on(t.lawFirmId, t.responseDue)],
);
