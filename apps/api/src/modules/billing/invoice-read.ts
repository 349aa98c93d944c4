/**
 * Invoices as the API answers them: one invoice with everything the screen and the preview show
 * (read in five queries whatever its size: head, lines, settings, payments and their events), and
 * the lists. Payment details come from paid_cents, which the payments feature keeps.
 */
import {
  centsToAmount,
  centsToAmountText,
  dayIn,
  hoursOfSeconds,
  type Invoice,
  type InvoiceCharge,
  type InvoiceListItem,
  type InvoiceStatus,
  type InvoicesExportQuery,
  type InvoicesPage,
  invoiceStatus,
  type invoicesQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { type ListLevel, type ListScope, listScopeOf } from '../../platform/list-scope.js';
import { found } from '../../platform/tenancy.js';
import { invoicePayments } from '../payments/payment-out.js';
import * as listRepo from './invoice-list-repository.js';
import * as repo from './invoice-repository.js';
import { settingsOut } from './settings-mapping.js';

type ListQuery = z.output<typeof invoicesQuery>;

interface AddressParts {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** "12 Main St, Houston, TX 77002, United States"; null when no part is filled in. */
export function addressLine(parts: AddressParts): string | null {
  const region = [parts.state, parts.postalCode].filter((p) => p?.trim()).join(' ');
  const line = [parts.street, parts.city, region, parts.country]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return line || null;
}

const rateOf = (hundredths: number) => hundredths / 100;

function timeOf(row: repo.ChargeWithCase): InvoiceCharge['time_entry'] {
  if (row.charge.timeEntryId === null || row.timeSeconds === null || row.timeRateCents === null) return null;
  return {
    hours: hoursOfSeconds(row.timeSeconds),
    hourly_rate: centsToAmountText(row.timeRateCents),
    timekeeper: row.timekeeper ?? '',
  };
}

function chargeOut(row: repo.ChargeWithCase): InvoiceCharge {
  const { charge, caseTitle, paymentStatus } = row;
  return {
    id: charge.id,
    description: charge.description,
    amount: centsToAmountText(charge.amountCents),
    date: charge.date,
    type: charge.type as InvoiceCharge['type'],
    matterName: caseTitle ?? null,
    case_id: charge.caseId,
    client_id: charge.clientId,
    is_time_entry: charge.isTimeEntry,
    time_entry_id: charge.timeEntryId,
    time_entry: timeOf(row),
    saved_charge_id: charge.savedChargeId,
    payment_id: charge.paymentId,
    payment_status: (paymentStatus ?? null) as InvoiceCharge['payment_status'],
    taxable: charge.taxable,
    taxRate: rateOf(charge.taxRateHundredths),
    invoice_id: charge.invoiceId,
    created_by_user_id: charge.createdByUserId,
    created_at: charge.createdAt.toISOString(),
    updated_at: charge.updatedAt.toISOString(),
  };
}

/** The invoice's own matter first, then the matters of its lines, each once. */
function casesOf(head: repo.InvoiceHead, lines: readonly repo.ChargeWithCase[]): Invoice['case'] {
  const matters = new Map<number, Invoice['case'][number]>();
  if (head.caseId !== null && head.caseClientId !== null && head.caseTitle !== null) {
    matters.set(head.caseId, { id: head.caseId, client_id: head.caseClientId, title: head.caseTitle });
  }
  for (const { charge, caseClientId, caseTitle } of lines) {
    if (charge.caseId === null || caseClientId === null || caseTitle === null || matters.has(charge.caseId)) continue;
    matters.set(charge.caseId, { id: charge.caseId, client_id: caseClientId, title: caseTitle });
  }
  return [...matters.values()];
}

/** The whole invoice; 404 when it is not the firm's. */
export function readInvoice(db: DbOrTx, auth: AuthContext, id: number, now = new Date()): Promise<Invoice> {
  return readFirmInvoice(db, auth.firm.id, id, now);
}

/** The same read for work done on no one's behalf (the invoice jobs): the firm is named, not signed in. */
export async function readFirmInvoice(db: DbOrTx, lawFirmId: number, id: number, now = new Date()): Promise<Invoice> {
  const head = found(await repo.findInvoiceHead(db, lawFirmId, id), 'Invoice');
  const lines = await repo.chargesOf(db, lawFirmId, id);
  const settings = await repo.settingsOfInvoice(db, lawFirmId, id);
  const { invoice, client, firm } = head;
  const paidCents = invoice.paidCents;
  const outstandingCents = invoice.totalCents - paidCents;
  const total = centsToAmount(invoice.totalCents);
  const discount = centsToAmount(invoice.discountCents);
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    title: invoice.title,
    type: invoice.type as Invoice['type'],
    client_id: invoice.clientId,
    law_firm_id: invoice.lawFirmId,
    case_id: invoice.caseId,
    created_by_user_id: invoice.createdByUserId,
    due_date: invoice.dueDate,
    date_issued: invoice.dateIssued,
    charges: lines.map(chargeOut),
    total,
    amount: invoice.type === 'BILL' || invoice.amountCents === null ? null : centsToAmount(invoice.amountCents),
    payments: await invoicePayments(db, lawFirmId, id),
    case: casesOf(head, lines),
    client: {
      id: client.id,
      name: client.name,
      email: client.email,
      phone_number: client.phoneNumber,
      address: addressLine(client),
    },
    law_firm: {
      id: firm.id,
      name: firm.name,
      email: firm.email,
      phone_number: firm.phoneNumber,
      address: addressLine(firm),
      currency: firm.currency,
    },
    invoice_settings: settingsOut(
      lawFirmId,
      settings,
      { due_date: invoice.dueDate, date_issued: invoice.dateIssued },
      { language: firm.language, logo: firm.logo },
    ),
    amount_details: {
      subtotal: centsToAmount(invoice.subtotalCents),
      item_tax: centsToAmount(invoice.itemTaxCents),
      general_tax: centsToAmount(invoice.generalTaxCents),
      tax: centsToAmount(invoice.itemTaxCents + invoice.generalTaxCents),
      discount,
      total,
    },
    discount: { amount: discount },
    discount_amount: discount,
    payment_details: {
      outstanding_amount: centsToAmount(outstandingCents),
      total_paid: centsToAmount(paidCents),
      status: invoiceStatus({
        totalCents: invoice.totalCents,
        paidCents,
        dueDate: invoice.dueDate,
        today: dayIn(firm.timeZone, now),
      }),
    },
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

function listItemOut(row: listRepo.ListedInvoice): InvoiceListItem {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    title: row.title,
    type: row.type as InvoiceListItem['type'],
    client_id: row.clientId,
    client_name: row.clientName,
    case_id: row.caseId,
    case_title: row.caseTitle,
    matter_id: row.matterId,
    matter_title: row.matterTitle,
    date_issued: row.dateIssued,
    due_date: row.dueDate,
    total: centsToAmount(row.totalCents),
    total_paid: centsToAmount(row.paidCents),
    outstanding_amount: centsToAmount(row.totalCents - row.paidCents),
    status: row.status as InvoiceStatus,
  };
}

type Scope = ListScope;

function filterOf(auth: AuthContext, query: ListQuery | InvoicesExportQuery, scope: Scope): listRepo.InvoicesFilter {
  return {
    ...scope,
    search: query.search || undefined,
    status: query.status,
    type: query.type,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    today: dayIn(auth.firm.timeZone),
    sort: query.sort,
    order: query.order,
  };
}

async function page(db: Db, auth: AuthContext, query: ListQuery, scope: Scope): Promise<InvoicesPage> {
  const { rows, total } = await listRepo.invoicesPage(db, auth.firm.id, {
    ...filterOf(auth, query, scope),
    page: query.page,
    pageSize: query.page_size,
  });
  return { items: rows.map(listItemOut), page: query.page, page_size: query.page_size, total };
}

/** Which invoices a list shows: the firm's, a client's or a case's (404 when not the firm's). */
export type InvoiceListScope = ListLevel;
const scopeOf = listScopeOf;

export async function listFirmInvoices(db: Db, auth: AuthContext, lawFirmId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { lawFirmId }));
}

export async function listClientInvoices(db: Db, auth: AuthContext, clientId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { clientId }));
}

export async function listCaseInvoices(db: Db, auth: AuthContext, caseId: number, query: ListQuery) {
  return page(db, auth, query, await scopeOf(db, auth, { caseId }));
}

/** Every invoice of a list's filter, in its order: the CSV export's rows. */
export async function exportInvoices(
  db: Db,
  auth: AuthContext,
  scope: InvoiceListScope,
  query: InvoicesExportQuery,
): Promise<listRepo.ListedInvoice[]> {
  return listRepo.allInvoices(db, auth.firm.id, filterOf(auth, query, await scopeOf(db, auth, scope)));
}
