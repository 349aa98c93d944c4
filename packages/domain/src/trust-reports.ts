/**
 * Trust accounting reports (issue 6): a client's trust ledger with a running balance, and the three-way
 * reconciliation (trust bank balance vs trust ledger total vs the sum of client balances) at the end of a
 * day in the firm's time zone. Movements are dated by when they were posted to the ledger; amounts are
 * decimal in the API, cents inside.
 */
import { z } from 'zod';
import { idParam } from './common.js';
import { calendarDate } from './primitives.js';

/** What a ledger movement did (account_movements.kind). */
export const TRUST_MOVEMENT_KINDS = [
  'deposit',
  'transfer_to_office',
  'transfer_from_trust',
  'payment',
  'refund',
  'reversal',
  /** The card processor's fee for a client's card payment: an expense of the office account, never of trust. */
  'processor_fee',
  /** The surcharge a client paid on a card payment of a bill invoice: the office's, not the invoice's. */
  'card_surcharge',
] as const;
export type TrustMovementKind = (typeof TRUST_MOVEMENT_KINDS)[number];

/** GET /trust/reports/client-ledger/{clientId}?from&to: both optional, inclusive days in the firm's zone. */
export const clientLedgerQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });
export type ClientLedgerQuery = z.input<typeof clientLedgerQuery>;

export const clientLedgerRowSchema = z.object({
  movement_id: z.number().int(),
  /** The day it was posted, in the firm's time zone (YYYY-MM-DD). */
  date: z.string(),
  posted_at: z.string(),
  payment_id: z.number().int().nullable(),
  /** The payment's description, when it has one. */
  description: z.string().nullable(),
  case_id: z.number().int().nullable(),
  matter_title: z.string().nullable(),
  bank_account_id: z.number().int(),
  bank_account_title: z.string(),
  kind: z.enum(TRUST_MOVEMENT_KINDS),
  /** Signed: money in is positive. */
  amount: z.number(),
  /** The client's trust balance after this movement. */
  balance: z.number(),
});
export type ClientLedgerRow = z.infer<typeof clientLedgerRowSchema>;

export const clientLedgerResponse = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Everything posted before `from` (0 without `from`). */
  opening_balance: z.number(),
  closing_balance: z.number(),
  rows: z.array(clientLedgerRowSchema),
});
export type ClientLedgerResponse = z.infer<typeof clientLedgerResponse>;

/** GET /trust/reports/three-way?date&trust_account_id: one trust account, or all of them without it. */
export const threeWayQuery = z.object({ date: calendarDate, trust_account_id: idParam.optional() });
export type ThreeWayQuery = z.input<typeof threeWayQuery>;

export const threeWayReportSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  /** The instant the report stops at: the end of `date` in the firm's time zone (exclusive). */
  cut_off: z.string(),
  trust_account_id: z.number().int().nullable(),
  /** The trust accounts reconciled, each with its balance at the cut-off. */
  accounts: z.array(z.object({ id: z.number().int(), title: z.string(), bank_balance: z.number() })),
  /** Starting balances plus every movement of the accounts. */
  bank_balance: z.number(),
  /** Every trust movement posted, whoever it belongs to. */
  ledger_total: z.number(),
  /** The clients' balances added up. */
  client_balances_total: z.number(),
  differences: z.object({
    bank_vs_ledger: z.number(),
    ledger_vs_clients: z.number(),
    bank_vs_clients: z.number(),
  }),
  balanced: z.boolean(),
  /** Clients holding money (or owing it) at the cut-off, by name; matters where not zero, case_id null = client level. */
  clients: z.array(
    z.object({
      client_id: z.number().int(),
      name: z.string(),
      balance: z.number(),
      matters: z.array(
        z.object({ case_id: z.number().int().nullable(), title: z.string().nullable(), balance: z.number() }),
      ),
    }),
  ),
});
export type ThreeWayReport = z.infer<typeof threeWayReportSchema>;
