import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { lawFirms } from './law-firms.js';

/** Append-only record of who did what: sign-ins, security events and every money-moving write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_firm_created_idx').on(t.lawFirmId, t.createdAt)],
);
